import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The resident memory of this process, in bytes, or `nil` where it cannot be read.
///
/// Reads `/proc/self/statm` on Linux, after `malloc_trim(0)` has handed the memory the allocator
/// keeps free back to the system: otherwise what is resident depends on which threads happened
/// to free the effects' tasks (glibc keeps an arena per thread), not on what is still alive.
/// Other platforms report `nil` and the memory scenario says it was not measured.
func residentMemory() -> Int? {
    #if os(Linux)
    trimMalloc()
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
}

#if os(Linux)
/// Calls glibc's `malloc_trim(0)`, looked up at run time because the `Glibc` module does not
/// declare it.
private func trimMalloc() {
    typealias MallocTrim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        return
    }
    _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
}
#endif

/// Makes glibc's allocator use a single arena for the rest of the process.
///
/// With an arena per thread, which thread happens to free an effect's task decides where its
/// memory is kept, and resident memory jumps by megabytes from run to run with nothing alive
/// (measured here: 21–28 MiB over 8M sends with the default arenas; 23.7–24.4 MiB with one).
/// Called first thing, before any task runs, when the memory scenario is selected.
func useSingleMallocArena() {
    #if os(Linux)
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    let arenaMax: Int32 = -8  // M_ARENA_MAX in glibc's malloc.h
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: MallOpt.self)(arenaMax, 1)
    #endif
}

/// The processor model and the number of cores, for the report.
func machineDescription() -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var model = "unknown processor"
    #if os(Linux)
    if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let name = line.split(separator: ":", maxSplits: 1).last
    {
        model = name.trimmingCharacters(in: .whitespaces)
    }
    #endif
    let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
    let system = ProcessInfo.processInfo.operatingSystemVersionString
    return "\(model), \(cores) cores, \(memory) GiB, \(system)"
}

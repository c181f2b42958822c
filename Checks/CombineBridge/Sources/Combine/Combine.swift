// Stands in for Apple's Combine on Linux: Reflow's `#if canImport(Combine)` code, and the tests,
// import `Combine` and get OpenCombine, which has the same API.
@_exported import OpenCombine

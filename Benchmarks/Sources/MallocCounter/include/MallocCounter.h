// Counts the heap allocations of the benchmark process, so the benchmark can report how many a
// send makes (see BENCHMARKS.md). Linux with glibc only: there, the executable's `malloc` takes
// the place of the C library's for every library in the process.

#ifndef REFLOW_MALLOC_COUNTER_H
#define REFLOW_MALLOC_COUNTER_H

#include <stdint.h>

/// Whether allocations are counted on this platform (1) or not (0).
int reflow_malloc_counting_available(void);

/// The number of allocations (`malloc`, `calloc`, `realloc`, `posix_memalign`,
/// `aligned_alloc`, `memalign`) made by any thread since the process started.
uint64_t reflow_malloc_count(void);

#endif

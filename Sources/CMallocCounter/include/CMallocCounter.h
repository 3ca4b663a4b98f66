// Counts heap allocations in the process that links this target (only the `trellis`
// tool does): `scripts/bench` reports allocations per operation from it. glibc's
// malloc is interposed by defining the allocation functions here and forwarding to
// glibc's own entry points, so the cost is one relaxed atomic add per allocation.
#ifndef CMALLOC_COUNTER_H
#define CMALLOC_COUNTER_H
#include <stdint.h>

/// Allocations (malloc, calloc, realloc, aligned forms) since the process started.
uint64_t trellis_malloc_count(void);

/// 1 when the interposition is active (glibc), 0 when counts are unavailable.
int trellis_malloc_counting(void);

/// Bytes of heap in use (glibc's mallinfo2 uordblks + hblkhd), to tell what the program
/// holds from what the allocator keeps but does not return to the system.
uint64_t trellis_heap_in_use(void);

/// Returns free heap memory to the system (glibc malloc_trim); 1 if some was released.
int trellis_heap_trim(void);

#endif

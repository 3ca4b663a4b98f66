// See include/CMallocCounter.h. Only glibc exports the __libc_* entry points used
// here; elsewhere the counter reports that counting is unavailable.
#include "CMallocCounter.h"
#include <stddef.h>
#include <errno.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static uint64_t counter;

static inline void count(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }

void *malloc(size_t n) { count(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { count(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { count(); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { count(); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { count(); return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
    count();
    void *p = __libc_memalign(a, n);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

uint64_t trellis_malloc_count(void) { return __atomic_load_n(&counter, __ATOMIC_RELAXED); }
uint64_t trellis_heap_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return (uint64_t)(m.uordblks + m.hblkhd);
}
int trellis_heap_trim(void) { return malloc_trim(0); }
int trellis_malloc_counting(void) { return 1; }
#else
uint64_t trellis_malloc_count(void) { return 0; }
uint64_t trellis_heap_in_use(void) { return 0; }
int trellis_heap_trim(void) { return 0; }
int trellis_malloc_counting(void) { return 0; }
#endif

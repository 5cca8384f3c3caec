// What Swift's Glibc module leaves out: the allocator's controls (malloc_trim), and GNU extensions
// that its headers, read without _GNU_SOURCE, do not declare: memmem, and the CPU affinity mask.
#define _GNU_SOURCE 1
#include <malloc.h>
#include <stddef.h>

void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

// CPU_COUNT is a macro, which Swift cannot call; -1 when the mask cannot be read.
#include <sched.h>
static inline int flowlint_affinity_processor_count(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    return CPU_COUNT(&set);
}

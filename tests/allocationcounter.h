#pragma once

// Counts every heap allocation of the test process, so a suite can check that a hot path
// (the rules' legal actions, apply, undo, scoring; the search loop) never allocates.
// Include it in exactly one file of a test executable: it replaces operator new.
// Under AddressSanitizer, which owns operator new, its allocator hook counts instead.
#include <atomic>
#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define ISLE_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ISLE_UNDER_ASAN 1
#endif
#endif

namespace isle::test {
inline std::atomic<long> allocations{0};
}

#ifdef ISLE_UNDER_ASAN
#include <sanitizer/allocator_interface.h>

namespace isle::test {
inline void countMalloc(const volatile void *, std::size_t)
{
    ++allocations;
}
inline void ignoreFree(const volatile void *) {}
// Non-zero when the hooks are in place: a suite checks it, or its counts prove nothing.
inline const int allocationHooksInstalled = __sanitizer_install_malloc_and_free_hooks(countMalloc, ignoreFree);
} // namespace isle::test
#else
void *operator new(std::size_t size)
{
    ++isle::test::allocations;
    if (void *memory = std::malloc(size ? size : 1))
        return memory;
    throw std::bad_alloc();
}

void operator delete(void *memory) noexcept
{
    std::free(memory);
}

void operator delete(void *memory, std::size_t) noexcept
{
    std::free(memory);
}
#endif

/* Streaming (non-temporal) stores, printed once into generated C code whose loops
   stream their outputs (backends/c/streaming_stores.h). A loop computes a strip of each
   output row into a small buffer that stays in L1; st_stream_* then copies the buffer
   to the row: scalar non-temporal stores (movnti) up to the first element on a vector
   boundary, aligned non-temporal vector stores for the middle, scalar non-temporal
   stores for the tail. The written lines are then not read for ownership
   (write-allocate), which saves a third of the traffic of a one-in one-out stencil.
   The head and tail stream too: a row of a grid with a halo starts and ends inside a
   cache line, and ordinary stores there cost the line a read for ownership and mixed
   the row's streams (measured 15 % slower on the 256^3 Laplacian). Non-temporal stores
   are weakly ordered: a thread calls st_stream_fence before it tells others that its
   part is done. Elsewhere than x86 the copies are ordinary. st_prefetch asks for a line
   the loop will read a few rows later (the streamed loops of backends/c/c_backend.cpp
   prefetch the rows that enter the stencil). Embedded into stenciltune at build time;
   keep this file free of at-signs (CMake's substitution marker). */
#ifndef STENCILTUNE_STREAMING_STORES
#define STENCILTUNE_STREAMING_STORES

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#define ST_STREAMING 1
#if defined(__AVX512F__)
#define ST_STREAM_BYTES 64
#elif defined(__AVX__)
#define ST_STREAM_BYTES 32
#else
#define ST_STREAM_BYTES 16
#endif
#else
#define ST_STREAMING 0
#define ST_STREAM_BYTES 16
#endif

/* Buffers are aligned so the vector loads from them are too. */
#define ST_STREAM_ALIGN __attribute__((aligned(64)))

#if ST_STREAMING
/* One element with a scalar non-temporal store: its bits through an integer (memcpy
   compiles to a register move). */
static inline void st_stream_one_f64(double *dst, double value)
{
  long long bits;
  memcpy(&bits, &value, sizeof bits);
  _mm_stream_si64((long long *)dst, bits);
}

static inline void st_stream_one_f32(float *dst, float value)
{
  int bits;
  memcpy(&bits, &value, sizeof bits);
  _mm_stream_si32((int *)dst, bits);
}
#endif

/* A hint that the line holding base + bytes will be read soon (into L2: prefetcht1 on
   x86). The address is formed as an integer, so a row past the grid's end (the last
   rows of a sweep) is no out-of-bounds pointer; a prefetch never faults. */
static inline void st_prefetch(const void *base, ptrdiff_t bytes)
{
#if defined(__GNUC__)
  __builtin_prefetch((const void *)((uintptr_t)base + (uintptr_t)bytes), 0, 2);
#else
  (void)base;
  (void)bytes;
#endif
}

static inline void st_stream_f64(double *dst, const double *src, ptrdiff_t n)
{
  ptrdiff_t k = 0;
#if ST_STREAMING
  const ptrdiff_t lanes = ST_STREAM_BYTES / (ptrdiff_t)sizeof(double);
  while (k < n && ((uintptr_t)(dst + k) % ST_STREAM_BYTES) != 0) {
    st_stream_one_f64(dst + k, src[k]);
    ++k;
  }
  for (; k + lanes <= n; k += lanes) {
#if ST_STREAM_BYTES == 64
    _mm512_stream_pd(dst + k, _mm512_loadu_pd(src + k));
#elif ST_STREAM_BYTES == 32
    _mm256_stream_pd(dst + k, _mm256_loadu_pd(src + k));
#else
    _mm_stream_pd(dst + k, _mm_loadu_pd(src + k));
#endif
  }
  for (; k < n; ++k) st_stream_one_f64(dst + k, src[k]);
#else
  for (; k < n; ++k) dst[k] = src[k];
#endif
}

static inline void st_stream_f32(float *dst, const float *src, ptrdiff_t n)
{
  ptrdiff_t k = 0;
#if ST_STREAMING
  const ptrdiff_t lanes = ST_STREAM_BYTES / (ptrdiff_t)sizeof(float);
  while (k < n && ((uintptr_t)(dst + k) % ST_STREAM_BYTES) != 0) {
    st_stream_one_f32(dst + k, src[k]);
    ++k;
  }
  for (; k + lanes <= n; k += lanes) {
#if ST_STREAM_BYTES == 64
    _mm512_stream_ps(dst + k, _mm512_loadu_ps(src + k));
#elif ST_STREAM_BYTES == 32
    _mm256_stream_ps(dst + k, _mm256_loadu_ps(src + k));
#else
    _mm_stream_ps(dst + k, _mm_loadu_ps(src + k));
#endif
  }
  for (; k < n; ++k) st_stream_one_f32(dst + k, src[k]);
#else
  for (; k < n; ++k) dst[k] = src[k];
#endif
}

/* Integer outputs: element by element with movnti where the element is 4 or 8 bytes. */
static inline void st_stream_i32(int32_t *dst, const int32_t *src, ptrdiff_t n)
{
  ptrdiff_t k;
  for (k = 0; k < n; ++k) {
#if ST_STREAMING
    _mm_stream_si32((int *)(dst + k), src[k]);
#else
    dst[k] = src[k];
#endif
  }
}

static inline void st_stream_i64(int64_t *dst, const int64_t *src, ptrdiff_t n)
{
  ptrdiff_t k;
  for (k = 0; k < n; ++k) {
#if ST_STREAMING
    _mm_stream_si64((long long *)(dst + k), (long long)src[k]);
#else
    dst[k] = src[k];
#endif
  }
}

static inline void st_stream_fence(void)
{
#if ST_STREAMING
  _mm_sfence();
#endif
}

#endif

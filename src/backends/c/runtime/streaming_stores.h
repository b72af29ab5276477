/* Streaming (non-temporal) stores, printed once into generated C code whose loops
   stream their outputs (backends/c/streaming_stores.h). A loop computes a strip of each
   output row into a small buffer that stays in L1; st_stream_* then copies the buffer
   to the row: ordinary stores up to the first element on a vector boundary, aligned
   non-temporal vector stores for the middle, ordinary stores for the tail. The written
   lines are then not read for ownership (write-allocate), which saves a third of the
   traffic of a one-in one-out stencil. Non-temporal stores are weakly ordered: a thread
   calls st_stream_fence before it tells others that its part is done. Elsewhere than
   x86 the copies are ordinary. Embedded into stenciltune at build time; keep this file
   free of at-signs (CMake's substitution marker). */
#ifndef STENCILTUNE_STREAMING_STORES
#define STENCILTUNE_STREAMING_STORES

#include <stddef.h>
#include <stdint.h>

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

static inline void st_stream_f64(double *dst, const double *src, ptrdiff_t n)
{
  ptrdiff_t k = 0;
#if ST_STREAMING
  const ptrdiff_t lanes = ST_STREAM_BYTES / (ptrdiff_t)sizeof(double);
  while (k < n && ((uintptr_t)(dst + k) % ST_STREAM_BYTES) != 0) {
    dst[k] = src[k];
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
#endif
  for (; k < n; ++k) dst[k] = src[k];
}

static inline void st_stream_f32(float *dst, const float *src, ptrdiff_t n)
{
  ptrdiff_t k = 0;
#if ST_STREAMING
  const ptrdiff_t lanes = ST_STREAM_BYTES / (ptrdiff_t)sizeof(float);
  while (k < n && ((uintptr_t)(dst + k) % ST_STREAM_BYTES) != 0) {
    dst[k] = src[k];
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
#endif
  for (; k < n; ++k) dst[k] = src[k];
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

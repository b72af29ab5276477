/* The GPU side of the MPI entries over the CUDA library (NAME_mpi_device.cu in
   libNAME_mpi.a): the block's arrays copied to the GPU and back, and the exchange's boxes
   packed and unpacked by kernels. The entries' C source (NAME_mpi.c, built with mpicc)
   calls these through the names ST_MHD(x) makes, which the package defines before this
   text with ST_MHD_SLOTS (the array dummies of its entries): extern "C" symbols named after the package, so that two packages link together
   and the C source needs no CUDA header.

   The exchange's host buffers are page-locked (cudaMallocHost), each with a device mirror
   of the same size: a box is packed into the mirror at the offset its host bytes have in
   the buffer and copied from there, so the copies of one direction go in flight together
   on one stream and one wait covers them all. That stream does not block on the default
   stream, where the library's kernels run: a fence orders the packing after the kernels
   queued before an exchange, and the overlapped mode's interior, queued after it, runs
   beside the messages. */

#include <cuda_runtime.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The CUDA library's pinned staging and resident table (runtime/host_entries.cuh, the
   package prints them in place of the next line). */
/// host entries: pageable, staging

namespace {

cudaStream_t st_mhd_stream;
cudaEvent_t st_mhd_queued;
cudaError_t st_mhd_error = cudaSuccess;  // the first failure since the last wait

bool st_mhd_failed(cudaError_t e) {
  if (e != cudaSuccess && st_mhd_error == cudaSuccess) st_mhd_error = e;
  return e != cudaSuccess;
}

bool st_mhd_ready() {
  if (st_mhd_stream) return true;
  /* The highest priority: the copies and (un)packing kernels of the next dimension go
     ahead of the overlapped mode's interior, whose blocks fill the GPU. */
  int least = 0, greatest = 0;
  if (st_mhd_failed(cudaDeviceGetStreamPriorityRange(&least, &greatest))) return false;
  if (st_mhd_failed(cudaStreamCreateWithPriority(&st_mhd_stream, cudaStreamNonBlocking, greatest))) return false;
  return !st_mhd_failed(cudaEventCreateWithFlags(&st_mhd_queued, cudaEventDisableTiming));
}

/* A page-locked host buffer and its device mirror. */
struct st_mhd_pair {
  unsigned char *host, *device;
  size_t bytes;
};
const int st_mhd_pairs = 64;
st_mhd_pair st_mhd_mirror[st_mhd_pairs];

/* The box [lo, hi] (inclusive, Fortran indices, three dimensions) of a grid whose first
   element is `base`, declared from `lower` with `extent` elements a dimension: element e
   of the box, counted with the first dimension fastest, to or from packed[e]. */
struct st_mhd_box {
  long lower[3], extent[3], lo[3], n[3];
};

/* The grid element that element e of the box is. */
__device__ size_t st_mhd_at(const st_mhd_box &b, size_t e) {
  const long i = (long)(e % (size_t)b.n[0]), j = (long)(e / (size_t)b.n[0] % (size_t)b.n[1]),
             k = (long)(e / ((size_t)b.n[0] * (size_t)b.n[1]));
  return (size_t)(b.lo[0] + i - b.lower[0]) +
         (size_t)b.extent[0] *
             ((size_t)(b.lo[1] + j - b.lower[1]) + (size_t)b.extent[1] * (size_t)(b.lo[2] + k - b.lower[2]));
}

template <typename T>
__global__ void st_mhd_move(T *grid, T *packed, st_mhd_box b, size_t count, int pack) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < count; e += (size_t)gridDim.x * blockDim.x) {
    const size_t at = st_mhd_at(b, e);
    if (pack) {
      packed[e] = grid[at];
    } else {
      grid[at] = packed[e];
    }
  }
}

/* The same a byte at a time, for elements of `width` bytes at addresses not aligned to
   it: the boxes of several grids share a buffer end to end, so a box of 8-byte elements
   after one of an odd number of 4-byte elements starts 4 bytes off. */
__global__ void st_mhd_move_bytes(unsigned char *grid, unsigned char *packed, st_mhd_box b, size_t count,
                                  size_t width, int pack) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < count; e += (size_t)gridDim.x * blockDim.x) {
    const size_t at = st_mhd_at(b, e) * width;
    for (size_t w = 0; w < width; ++w) {
      if (pack) {
        packed[e * width + w] = grid[at + w];
      } else {
        grid[at + w] = packed[e * width + w];
      }
    }
  }
}

template <typename T>
void st_mhd_launch(unsigned char *grid, unsigned char *packed, const st_mhd_box &b, size_t count, int pack) {
  const unsigned threads = 256;
  const size_t blocks = (count + threads - 1) / threads;
  st_mhd_move<T><<<(unsigned)(blocks < 65535 ? blocks : 65535), threads, 0, st_mhd_stream>>>(
      (T *)grid, (T *)packed, b, count, pack);
}

}  // namespace

extern "C" {

/* A page-locked buffer of `bytes` with a device mirror; NULL where either fails. */
void *ST_MHD(host_alloc)(size_t bytes) {
  for (int p = 0; p < st_mhd_pairs; ++p) {
    if (st_mhd_mirror[p].host) continue;
    /* A failure here is the caller's to report (st_mh_make: out of memory), not one the
       next wait or fence should return. */
    st_mhd_pair pair = {NULL, NULL, bytes};
    if (cudaMallocHost((void **)&pair.host, bytes) != cudaSuccess) {
      (void)cudaGetLastError();
      return NULL;
    }
    if (cudaMalloc((void **)&pair.device, bytes) != cudaSuccess) {
      (void)cudaGetLastError();
      cudaFreeHost(pair.host);
      return NULL;
    }
    st_mhd_mirror[p] = pair;
    return pair.host;
  }
  fprintf(stderr, "stenciltune MPI entry: more than %d exchange plans at once\n", st_mhd_pairs);
  return NULL;
}

void ST_MHD(host_free)(void *host) {
  if (!host) return;
  for (int p = 0; p < st_mhd_pairs; ++p) {
    if (st_mhd_mirror[p].host != host) continue;
    cudaFree(st_mhd_mirror[p].device);
    cudaFreeHost(st_mhd_mirror[p].host);
    st_mhd_mirror[p] = st_mhd_pair{NULL, NULL, 0};
  }
}

/* Queues the packing (pack) or unpacking of a box of a device grid through `buffer`, a
   place in a buffer of host_alloc; returns the box's bytes. A failure is kept for the
   next wait. */
size_t ST_MHD(copy)(unsigned char *base, size_t element_bytes, const long *lower, const long *extent, const long *lo,
                    const long *hi, unsigned char *buffer, int pack) {
  st_mhd_box b;
  size_t count = 1;
  for (int d = 0; d < 3; ++d) {
    b.lower[d] = lower[d];
    b.extent[d] = extent[d];
    b.lo[d] = lo[d];
    b.n[d] = hi[d] - lo[d] + 1;
    count *= (size_t)(b.n[d] > 0 ? b.n[d] : 0);
  }
  const size_t bytes = count * element_bytes;
  if (!count || !st_mhd_ready()) return bytes;
  unsigned char *mirror = NULL;
  for (int p = 0; p < st_mhd_pairs && !mirror; ++p) {
    const st_mhd_pair &m = st_mhd_mirror[p];
    if (m.host && buffer >= m.host && buffer + bytes <= m.host + m.bytes) mirror = m.device + (buffer - m.host);
  }
  if (!mirror) {
    st_mhd_failed(cudaErrorInvalidValue);
    return bytes;
  }
  if (!pack && st_mhd_failed(cudaMemcpyAsync(mirror, buffer, bytes, cudaMemcpyHostToDevice, st_mhd_stream)))
    return bytes;
  const size_t misaligned = (size_t)(((uintptr_t)base | (uintptr_t)mirror) % element_bytes);
  if (misaligned || (element_bytes != 8 && element_bytes != 4 && element_bytes != 2 && element_bytes != 1)) {
    const unsigned threads = 256;
    const size_t blocks = (count + threads - 1) / threads;
    st_mhd_move_bytes<<<(unsigned)(blocks < 65535 ? blocks : 65535), threads, 0, st_mhd_stream>>>(
        base, mirror, b, count, element_bytes, pack);
  } else if (element_bytes == 8) {
    st_mhd_launch<unsigned long long>(base, mirror, b, count, pack);
  } else if (element_bytes == 4) {
    st_mhd_launch<unsigned>(base, mirror, b, count, pack);
  } else if (element_bytes == 2) {
    st_mhd_launch<unsigned short>(base, mirror, b, count, pack);
  } else {
    st_mhd_launch<unsigned char>(base, mirror, b, count, pack);
  }
  if (st_mhd_failed(cudaGetLastError())) return bytes;
  if (pack) st_mhd_failed(cudaMemcpyAsync(buffer, mirror, bytes, cudaMemcpyDeviceToHost, st_mhd_stream));
  return bytes;
}

/* Waits for every copy queued; returns the first CUDA error since the last wait (0: none). */
int ST_MHD(wait)(void) {
  if (st_mhd_stream) st_mhd_failed(cudaStreamSynchronize(st_mhd_stream));
  const int e = (int)st_mhd_error;
  st_mhd_error = cudaSuccess;
  return e;
}

/* The copies queued from now on wait for the kernels queued on the default stream so far. */
int ST_MHD(fence)(void) {
  if (st_mhd_ready() && !st_mhd_failed(cudaEventRecord(st_mhd_queued, 0)))
    st_mhd_failed(cudaStreamWaitEvent(st_mhd_stream, st_mhd_queued, 0));
  const int e = (int)st_mhd_error;
  st_mhd_error = cudaSuccess;
  return e;
}

/* The device copy of a block's array: where the caller made the array resident (the CUDA
   library's NAME_resident_begin, whose table every entry of the program shares), that
   copy, nothing moved; else the one kept in `slot` (0 to ST_MHD_SLOTS - 1, one per array
   dummy of the package's entries; grown as needed), the caller's array copied in where
   `in`, through page-locked memory as the library's host entries copy (the array
   registered the first time, STENCILTUNE_PAGEABLE=1: not). Returns 0 or the CUDA error; an
   array that overlaps a resident one without being it is cudaErrorInvalidValue. */
int ST_MHD(array_in)(int slot, const void *host, size_t bytes, int in, void **device) {
  static void *arrays[ST_MHD_SLOTS];
  static size_t sizes[ST_MHD_SLOTS];
  static st_PinnedArray pinned[2 * ST_MHD_SLOTS];
  static unsigned long long tick = 0;
  int clash = 0;
  if (st_ResidentArray *a = st_resident_find(&st_residents, host, bytes, &clash)) {
    /* Held by a split over several GPUs: a rank computes on one. */
    const cudaError_t e = st_resident_settle(a);
    *device = a->device;
    return (int)e;
  }
  if (clash || slot < 0 || slot >= ST_MHD_SLOTS) return (int)cudaErrorInvalidValue;
  st_pin(pinned, 2 * ST_MHD_SLOTS, &tick, host, bytes);
  if (sizes[slot] < bytes) {
    cudaFree(arrays[slot]);
    arrays[slot] = NULL;
    sizes[slot] = 0;
    cudaError_t e = cudaMalloc(&arrays[slot], bytes ? bytes : 1);
    if (e != cudaSuccess) return (int)e;
    sizes[slot] = bytes;
  }
  *device = arrays[slot];
  return in ? (int)cudaMemcpy(arrays[slot], host, bytes, cudaMemcpyHostToDevice) : 0;
}

/* Copies a device array back into the caller's (after the kernels queued); a resident
   one is marked written instead, for NAME_resident_sync and NAME_resident_end to copy. */
int ST_MHD(array_out)(void *host, const void *device, size_t bytes) {
  int clash = 0;
  if (st_ResidentArray *a = st_resident_find(&st_residents, host, bytes, &clash)) {
    a->written = 1;
    return 0;
  }
  return (int)cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost);
}

/* Makes device (rank_on_node modulo the visible devices) current: the check and timing
   programs spread a node's ranks over its GPUs. Returns the device, or -1 where there is
   none. */
int ST_MHD(select)(int rank_on_node) {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count < 1) return -1;
  const int device = rank_on_node % count;
  return cudaSetDevice(device) == cudaSuccess ? device : -1;
}

/* CUDA's words for an error code of these functions. */
const char *ST_MHD(error_text)(int error) { return cudaGetErrorString((cudaError_t)error); }

/* Waits for the kernels queued; returns 0 or the CUDA error of the first that failed. */
int ST_MHD(sync)(void) {
  cudaError_t e = cudaDeviceSynchronize();
  return (int)(e != cudaSuccess ? e : cudaGetLastError());
}

}  // extern "C"

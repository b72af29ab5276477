// Kernel-structure laboratory for issue #6: hand-written kernels for the shapes the
// generator's targets name (7-point fp64, radius-4 25-point fp32, 27-point fp64) in the
// user's layout (Fortran column-major arrays with a halo of R on every side), so that a
// structure is measured before the generator learns it. Not part of the tool.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o cuda_lab bench/cuda_lab.cu && ./cuda_lab [N]
//
// Families (one line each, GStencil/s = N^3 / median kernel time of 15 launches):
//   base     one point per thread, 32x8 block (the paper's generator)
//   stream   TX x TY threads, RY adjacent rows per thread, ZB planes per block, the
//            z-neighbours in a register queue, PD planes of loads in flight ahead,
//            in-plane neighbours through the L1 (__ldg)
//   ring     the same tile, planes copied into a ring of shared-memory buffers with
//            cp.async (P planes in flight), one __syncthreads per plane; ZQ=1 keeps the
//            z-neighbours in registers (ring of R+2+P planes), ZQ=0 reads every neighbour
//            from shared memory (ring of 2R+2+P planes)
// Every kernel's result is compared with base's.
#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(x)                                                                     \
  do {                                                                               \
    cudaError_t e_ = (x);                                                            \
    if (e_ != cudaSuccess) {                                                         \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

struct Dims {
  int n;         // interior points per dimension
  long s1, s2;   // strides of the halo'd array
};

// Star of radius R: c[0]*centre + sum_d c[d]*(the 6 neighbours at distance d).
// Box of radius 1 (BOX=true, R=1): c[0] centre, c[1] faces, c[2] edges, c[3] corners.
template <typename T, int R, bool BOX>
struct Shape;

template <typename T, int R>
struct Shape<T, R, false> {
  template <typename F>
  __device__ static T apply(const T* c, F at) {
    T s = c[0] * at(0, 0, 0);
#pragma unroll
    for (int d = 1; d <= R; ++d)
      s += c[d] * (at(-d, 0, 0) + at(d, 0, 0) + at(0, -d, 0) + at(0, d, 0) + at(0, 0, -d) + at(0, 0, d));
    return s;
  }
};

template <typename T>
struct Shape<T, 1, true> {
  template <typename F>
  __device__ static T apply(const T* c, F at) {
    T s = 0;
#pragma unroll
    for (int dz = -1; dz <= 1; ++dz)
#pragma unroll
      for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) s += c[abs(dx) + abs(dy) + abs(dz)] * at(dx, dy, dz);
    return s;
  }
};

template <typename T>
struct Coef {
  T c[5];
};

template <typename T, int R, bool BOX>
__global__ void __launch_bounds__(256) base_kernel(Dims d, Coef<T> cf, const T* __restrict__ u, T* __restrict__ out) {
  const int i = R + blockIdx.x * 32 + threadIdx.x, j = R + blockIdx.y * 8 + threadIdx.y, k = R + blockIdx.z;
  if (i >= d.n + R || j >= d.n + R) return;
  const long c = i + j * d.s1 + k * d.s2;
  out[c] = Shape<T, R, BOX>::apply(cf.c, [&](int dx, int dy, int dz) { return __ldg(&u[c + dx + dy * d.s1 + dz * d.s2]); });
}

// Register queue along z, PD planes of loads ahead of the one needed next.
template <typename T, int R, int TX, int TY, int RY, int PD>
__global__ void __launch_bounds__(TX * TY) stream_kernel(Dims d, int zb, Coef<T> cf, const T* __restrict__ u, T* __restrict__ out) {
  constexpr int Q = 2 * R + 1 + PD;  // planes k-R .. k+R+PD
  const int i = R + blockIdx.x * TX + threadIdx.x;
  const int j0 = R + blockIdx.y * (TY * RY) + threadIdx.y * RY;
  const int kb = R + blockIdx.z * zb, ke = min(kb + zb, d.n + R);
  T q[RY][Q];
#pragma unroll
  for (int r = 0; r < RY; ++r)
#pragma unroll
    for (int m = 0; m < Q - 1; ++m) q[r][m] = __ldg(&u[i + (j0 + r) * d.s1 + (long)(kb - R + m) * d.s2]);
  for (int k = kb; k < ke; ++k) {
#pragma unroll
    for (int r = 0; r < RY; ++r) {
      const int kl = min(k + R + PD, d.n + 2 * R - 1);
      q[r][Q - 1] = __ldg(&u[i + (j0 + r) * d.s1 + (long)kl * d.s2]);
    }
#pragma unroll
    for (int r = 0; r < RY; ++r) {
      const long c = i + (j0 + r) * d.s1 + (long)k * d.s2;
      out[c] = Shape<T, R, false>::apply(cf.c, [&](int dx, int dy, int dz) {
        if (dx == 0 && dy == 0) return q[r][R + dz];
        return __ldg(&u[c + dx + dy * d.s1]);
      });
    }
#pragma unroll
    for (int r = 0; r < RY; ++r)
#pragma unroll
      for (int m = 0; m < Q - 1; ++m) q[r][m] = q[r][m + 1];
  }
}

// Planes through a shared-memory ring filled by cp.async.
template <typename T, int R, bool BOX, int TX, int TY, int RY, int P, bool ZQ>
__global__ void __launch_bounds__(TX * TY) ring_kernel(Dims d, int zb, Coef<T> cf, const T* __restrict__ u, T* __restrict__ out) {
  constexpr int W = TX + 2 * R, H = TY * RY + 2 * R, PLANE = W * H;
  constexpr int NB = ZQ ? R + 2 + P : 2 * R + 2 + P;
  extern __shared__ __align__(16) unsigned char smem_raw[];
  T* ring = reinterpret_cast<T*>(smem_raw);
  const int tid = threadIdx.x + threadIdx.y * TX;
  const int i0 = R + blockIdx.x * TX, jt = R + blockIdx.y * (TY * RY);
  const int kb = R + blockIdx.z * zb, ke = min(kb + zb, d.n + R);
  const int first = ZQ ? kb : kb - R;  // first plane through the ring
  auto issue = [&](int plane) {
    if (plane <= d.n + 2 * R - 1) {
      T* dst = ring + ((plane - first) % NB) * PLANE;
      const T* src = u + (i0 - R) + (long)(jt - R) * d.s1 + (long)plane * d.s2;
      for (int e = tid; e < PLANE; e += TX * TY) {
        const int y = e / W, x = e - y * W;
        __pipeline_memcpy_async(dst + e, src + x + (long)y * d.s1, sizeof(T));
      }
    }
    __pipeline_commit();
  };
  const int tx = threadIdx.x + R, ty0 = threadIdx.y * RY + R;
  T q[RY][2 * R + 1];
  const int pre = ZQ ? R + P : 2 * R + P;
  for (int p = 0; p < pre; ++p) issue(first + p);
  if (ZQ) {
#pragma unroll
    for (int r = 0; r < RY; ++r)
#pragma unroll
      for (int m = 0; m < R; ++m) q[r][m] = __ldg(&u[i0 + threadIdx.x + (long)(jt + threadIdx.y * RY + r) * d.s1 + (long)(kb - R + m) * d.s2]);
    __pipeline_wait_prior(P);
    __syncthreads();
#pragma unroll
    for (int r = 0; r < RY; ++r)
#pragma unroll
      for (int m = 0; m < R; ++m) q[r][R + m] = ring[((kb + m - first) % NB) * PLANE + (ty0 + r) * W + tx];
  }
  for (int k = kb; k < ke; ++k) {
    issue(k + R + P);
    __pipeline_wait_prior(P);
    __syncthreads();
    const T* cur = ring + ((k - first) % NB) * PLANE;
    if (ZQ) {
      const T* front = ring + ((k + R - first) % NB) * PLANE;
#pragma unroll
      for (int r = 0; r < RY; ++r) q[r][2 * R] = front[(ty0 + r) * W + tx];
    }
#pragma unroll
    for (int r = 0; r < RY; ++r) {
      const long c = i0 + threadIdx.x + (long)(jt + threadIdx.y * RY + r) * d.s1 + (long)k * d.s2;
      out[c] = Shape<T, R, BOX>::apply(cf.c, [&](int dx, int dy, int dz) {
        if (ZQ) {
          if (dx == 0 && dy == 0) return q[r][R + dz];
          return cur[(ty0 + r + dy) * W + tx + dx];
        }
        const T* pl = ring + ((k + dz - first + NB) % NB) * PLANE;
        return pl[(ty0 + r + dy) * W + tx + dx];
      });
    }
    if (ZQ) {
#pragma unroll
      for (int r = 0; r < RY; ++r)
#pragma unroll
        for (int m = 0; m < 2 * R; ++m) q[r][m] = q[r][m + 1];
    }
  }
  __pipeline_wait_prior(0);  // no copy may land after the block has left the SM
}

__global__ void copy_kernel(long n, const double* __restrict__ a, double* __restrict__ b) {
  for (long e = blockIdx.x * (long)blockDim.x + threadIdx.x; e < n; e += (long)gridDim.x * blockDim.x) b[e] = a[e];
}

static float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

template <typename Launch>
static float time_ms(Launch launch) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  for (int w = 0; w < 3; ++w) launch();
  CHECK(cudaGetLastError());
  std::vector<float> ts;
  for (int r = 0; r < 15; ++r) {
    CHECK(cudaEventRecord(a));
    launch();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    ts.push_back(ms);
  }
  CHECK(cudaGetLastError());
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return median(ts);
}

template <typename T>
struct Problem {
  Dims d;
  int R;
  size_t count;
  T *u, *ref, *out;
  Coef<T> cf;
  const char* name;
};

__global__ void fill_kernel(double* p, size_t n) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x)
    p[e] = (double)((e * 2654435761u) % 1000003u) / 1000003.0 - 0.5;
}
__global__ void fill_kernel(float* p, size_t n) {
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x)
    p[e] = (float)((e * 2654435761u) % 1000003u) / 1000003.0f - 0.5f;
}

template <typename T>
static Problem<T> make(const char* name, int n, int R) {
  Problem<T> p;
  p.name = name;
  p.R = R;
  const long m = n + 2 * R;
  p.d = Dims{n, m, m * m};
  p.count = (size_t)m * m * m;
  CHECK(cudaMalloc(&p.u, p.count * sizeof(T)));
  CHECK(cudaMalloc(&p.ref, p.count * sizeof(T)));
  CHECK(cudaMalloc(&p.out, p.count * sizeof(T)));
  fill_kernel<<<1024, 256>>>(p.u, p.count);
  CHECK(cudaMemset(p.ref, 0, p.count * sizeof(T)));
  const T cs[5] = {T(-2.5), T(0.4), T(-0.05), T(0.01), T(-0.002)};
  for (int e = 0; e < 5; ++e) p.cf.c[e] = cs[e];
  CHECK(cudaDeviceSynchronize());
  return p;
}

template <typename T>
static void release(Problem<T>& p) {
  cudaFree(p.u);
  cudaFree(p.ref);
  cudaFree(p.out);
}

template <typename T>
__global__ void diff_kernel(const T* a, const T* b, size_t n, unsigned long long* worst) {
  double w = 0;
  for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n; e += (size_t)gridDim.x * blockDim.x)
    w = fmax(w, fabs((double)a[e] - (double)b[e]));
  atomicMax(worst, (unsigned long long)__double_as_longlong(w));  // non-negative doubles order as integers
}

template <typename T>
static double max_error(const Problem<T>& p) {
  unsigned long long* w;
  CHECK(cudaMalloc(&w, sizeof *w));
  CHECK(cudaMemset(w, 0, sizeof *w));
  diff_kernel<<<1024, 256>>>(p.ref, p.out, p.count, w);
  unsigned long long h;
  CHECK(cudaMemcpy(&h, w, sizeof h, cudaMemcpyDeviceToHost));
  cudaFree(w);
  double worst;
  std::memcpy(&worst, &h, sizeof worst);
  return worst;
}

template <typename T>
static void report(Problem<T>& p, const char* family, const char* params, float ms) {
  const double err = max_error(p);
  const double pts = (double)p.d.n * p.d.n * p.d.n;
  std::printf("%-10s %-8s %-44s %8.3f ms %8.1f GStencil/s  err %.2e%s\n", p.name, family, params, ms, pts / (ms * 1e6), err,
              err > (sizeof(T) == 8 ? 1e-12 : 1e-4) ? "  WRONG" : "");
  std::fflush(stdout);
  CHECK(cudaMemset(p.out, 0, p.count * sizeof(T)));
}

template <typename T, int R, bool BOX>
static void run_base(Problem<T>& p) {
  dim3 grid(p.d.n / 32, p.d.n / 8, p.d.n);
  float ms = time_ms([&] { base_kernel<T, R, BOX><<<grid, dim3(32, 8)>>>(p.d, p.cf, p.u, p.ref); });
  CHECK(cudaMemcpy(p.out, p.ref, p.count * sizeof(T), cudaMemcpyDeviceToDevice));
  report(p, "base", "32x8", ms);
}

template <typename T, int R, int TX, int TY, int RY, int PD>
static void run_stream(Problem<T>& p, int zb) {
  dim3 grid(p.d.n / TX, p.d.n / (TY * RY), (p.d.n + zb - 1) / zb);
  float ms = time_ms([&] { stream_kernel<T, R, TX, TY, RY, PD><<<grid, dim3(TX, TY)>>>(p.d, zb, p.cf, p.u, p.out); });
  char params[96];
  std::snprintf(params, sizeof params, "TX=%d TY=%d RY=%d PD=%d ZB=%d", TX, TY, RY, PD, zb);
  report(p, "stream", params, ms);
}

template <typename T, int R, bool BOX, int TX, int TY, int RY, int P, bool ZQ>
static void run_ring(Problem<T>& p, int zb) {
  constexpr int W = TX + 2 * R, H = TY * RY + 2 * R;
  constexpr int NB = ZQ ? R + 2 + P : 2 * R + 2 + P;
  const size_t bytes = (size_t)NB * W * H * sizeof(T);
  auto kern = ring_kernel<T, R, BOX, TX, TY, RY, P, ZQ>;
  char params[96];
  std::snprintf(params, sizeof params, "TX=%d TY=%d RY=%d P=%d ZQ=%d ZB=%d smem=%zu", TX, TY, RY, P, (int)ZQ, zb, bytes);
  if (bytes > 227 * 1024) {
    std::printf("%-10s %-8s %-44s skipped: shared memory\n", p.name, "ring", params);
    return;
  }
  CHECK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes));
  int blocks = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kern, TX * TY, bytes));
  dim3 grid(p.d.n / TX, p.d.n / (TY * RY), (p.d.n + zb - 1) / zb);
  float ms = time_ms([&] { kern<<<grid, dim3(TX, TY), bytes>>>(p.d, zb, p.cf, p.u, p.out); });
  char with_occ[128];
  std::snprintf(with_occ, sizeof with_occ, "%s occ=%d", params, blocks);
  report(p, "ring", with_occ, ms);
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 512;
  {
    const long cnt = 1L << 28;  // 2 GiB per array
    double *a, *b;
    CHECK(cudaMalloc(&a, cnt * 8));
    CHECK(cudaMalloc(&b, cnt * 8));
    fill_kernel<<<1024, 256>>>(a, cnt);
    float ms = time_ms([&] { copy_kernel<<<132 * 16, 256>>>(cnt, a, b); });
    std::printf("copy: %.1f GB/s (read + write)\n", 2.0 * cnt * 8 / (ms * 1e6));
    cudaFree(a);
    cudaFree(b);
  }
  {
    auto p = make<double>("lap7 fp64", n, 1);
    run_base<double, 1, false>(p);
    for (int zb : {16, 64}) {
      run_stream<double, 1, 32, 8, 1, 1>(p, zb);
      run_stream<double, 1, 32, 8, 1, 2>(p, zb);
      run_stream<double, 1, 64, 4, 2, 1>(p, zb);
      run_stream<double, 1, 64, 4, 2, 2>(p, zb);
      run_stream<double, 1, 64, 4, 4, 2>(p, zb);
      run_stream<double, 1, 128, 2, 4, 2>(p, zb);
      run_stream<double, 1, 128, 4, 2, 2>(p, zb);
      run_stream<double, 1, 256, 1, 4, 2>(p, zb);
    }
    for (int zb : {32, 128, 512}) {
      run_ring<double, 1, false, 32, 8, 1, 1, false>(p, zb);
      run_ring<double, 1, false, 32, 8, 1, 2, false>(p, zb);
      run_ring<double, 1, false, 64, 4, 2, 1, false>(p, zb);
      run_ring<double, 1, false, 64, 4, 2, 2, false>(p, zb);
      run_ring<double, 1, false, 64, 4, 2, 2, true>(p, zb);
      run_ring<double, 1, false, 64, 8, 2, 2, true>(p, zb);
      run_ring<double, 1, false, 128, 2, 4, 2, true>(p, zb);
      run_ring<double, 1, false, 128, 4, 2, 2, false>(p, zb);
      run_ring<double, 1, false, 128, 4, 2, 3, true>(p, zb);
      run_ring<double, 1, false, 64, 4, 4, 2, true>(p, zb);
    }
    release(p);
  }
  {
    auto p = make<float>("star25 fp32", n, 4);
    run_base<float, 4, false>(p);
    for (int zb : {32, 128}) {
      run_stream<float, 4, 32, 8, 1, 1>(p, zb);
      run_stream<float, 4, 32, 8, 2, 1>(p, zb);
      run_stream<float, 4, 64, 4, 2, 2>(p, zb);
      run_stream<float, 4, 64, 4, 4, 1>(p, zb);
      run_stream<float, 4, 128, 2, 4, 1>(p, zb);
    }
    for (int zb : {64, 256, 512}) {
      run_ring<float, 4, false, 32, 8, 1, 1, true>(p, zb);
      run_ring<float, 4, false, 32, 8, 2, 1, true>(p, zb);
      run_ring<float, 4, false, 32, 8, 4, 1, true>(p, zb);
      run_ring<float, 4, false, 64, 4, 2, 1, true>(p, zb);
      run_ring<float, 4, false, 64, 4, 4, 1, true>(p, zb);
      run_ring<float, 4, false, 64, 4, 4, 2, true>(p, zb);
      run_ring<float, 4, false, 64, 8, 2, 1, true>(p, zb);
      run_ring<float, 4, false, 128, 2, 4, 1, true>(p, zb);
      run_ring<float, 4, false, 128, 4, 2, 1, true>(p, zb);
      run_ring<float, 4, false, 64, 4, 2, 1, false>(p, zb);
      run_ring<float, 4, false, 32, 8, 4, 1, false>(p, zb);
    }
    release(p);
  }
  {
    auto p = make<double>("box27 fp64", n, 1);
    run_base<double, 1, true>(p);
    for (int zb : {32, 128, 512}) {
      run_ring<double, 1, true, 32, 8, 1, 1, false>(p, zb);
      run_ring<double, 1, true, 32, 8, 2, 1, false>(p, zb);
      run_ring<double, 1, true, 32, 8, 4, 1, false>(p, zb);
      run_ring<double, 1, true, 64, 4, 2, 2, false>(p, zb);
      run_ring<double, 1, true, 64, 4, 4, 1, false>(p, zb);
      run_ring<double, 1, true, 64, 4, 4, 2, false>(p, zb);
      run_ring<double, 1, true, 128, 2, 4, 1, false>(p, zb);
      run_ring<double, 1, true, 128, 2, 2, 2, false>(p, zb);
      run_ring<double, 1, true, 64, 8, 2, 1, false>(p, zb);
    }
    release(p);
  }
  return 0;
}

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
#include "cuda_lab_common.cuh"

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

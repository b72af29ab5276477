/* How fast could a pass of jacobi2d_sp's time loop run on a GPU if its applications did not
   wait at a block-wide barrier for every row (issue 24)? bench/results/nvidia-h200/
   temporal-tiles-2026-12-01/ found the generator's passes bound by their rows through a
   shared-memory ring and a barrier a row. Two hand-written passes measure the ways out,
   before the generator prints either:

   shuffle  Each warp owns a tile of 32*RX columns (RX adjacent columns a lane). Application
            a (1 .. A) keeps the three rows of version a-1 around the row it computes in
            registers; the columns beside a lane's come from its neighbours by
            __shfl_up_sync / __shfl_down_sync. No shared memory, no barrier.
   rows     A block of TX threads owns a tile of TX columns. Each version but the last
            lives in a shared ring of max(2*RB, RB+2) rows; the loads, then each application, handle RB
            rows between two barriers, so a pass waits (A + 1) / RB times a row instead of
            A + 1 times.

   Both stream ZB rows of the result, widened by A = 2*BT rows either side (overlapped
   tiles along both dimensions), and store the tile's core (its columns but A either
   side): the last application's rows into the second copy of u, the one before into the
   second copy of v; the copies swap each pass, as the generator's passes do.

   The grids' boundary values are the same in u and v here (a Dirichlet boundary), so a
   version's boundary point is the value it read; the generator's passes do not assume
   that. Each way's result is compared bit for bit with the sweeps run one by one.

   Usage: pass_designs_2d N STEPS ROUNDS   (an N x N fp32 grid)
   Prints "way ms_per_step gstencils_per_step" a line, the median of ROUNDS. */
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(x)                                                                   \
  do {                                                                             \
    cudaError_t e_ = (x);                                                          \
    if (e_ != cudaSuccess) {                                                       \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                     \
    }                                                                              \
  } while (0)

/* One sweep, as the original's nest: out = 0.25 * (left + right + below + above). */
__global__ void sweep(int n, const float *__restrict__ in, float *__restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x + 1, j = blockIdx.y + 1;
  if (i >= n - 1 || j >= n - 1) return;
  const size_t p = (size_t)j * n + i;
  out[p] = 0.25f * (in[p - 1] + in[p + 1] + in[p - n] + in[p + n]);
}

template <int RX, int A, int ZB>
__global__ void __launch_bounds__(128) pass(int n, int apps, const float *__restrict__ u, float *__restrict__ u2,
                                            float *__restrict__ v2) {
  constexpr int W = 32 * RX, CORE = W - 2 * A;
  const int lane = threadIdx.x & 31;
  const int tile = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int x0 = tile * CORE - A + lane * RX; /* the lane's first column */
  if (tile * CORE >= n) return;
  const int y0 = blockIdx.y * ZB;
  /* A warp whose columns all lie inside the grid's interior tests no column for the edge. */
  const bool inside = tile * CORE - A >= 1 && tile * CORE - A + W <= n - 1;
  /* q[a][k][c]: version a's rows (k = 0 the oldest) at the lane's columns. */
  float q[A][3][RX];
#pragma unroll
  for (int a = 0; a < A; ++a)
#pragma unroll
    for (int k = 0; k < 3; ++k)
#pragma unroll
      for (int c = 0; c < RX; ++c) q[a][k][c] = 0.0f;
  float next[RX];
  auto load = [&](int y, float *row) {
#pragma unroll
    for (int c = 0; c < RX; ++c) {
      const int x = x0 + c;
      row[c] = (y >= 0 && y < n && x >= 0 && x < n) ? __ldg(&u[(size_t)y * n + x]) : 0.0f;
    }
  };
  load(y0 - apps, next);
  for (int y = y0 - apps; y < y0 + ZB + apps; ++y) {
    float in[RX];
#pragma unroll
    for (int c = 0; c < RX; ++c) in[c] = next[c];
    load(y + 1, next); /* a row ahead: its latency runs beside the applications */
#pragma unroll
    for (int a = 0; a < A; ++a) {
      if (a >= apps) break;
      /* version a's newest row arrives: in (its row y - a) */
#pragma unroll
      for (int c = 0; c < RX; ++c) {
        q[a][0][c] = q[a][1][c];
        q[a][1][c] = q[a][2][c];
        q[a][2][c] = in[c];
      }
      const int r = y - a - 1; /* the row application a + 1 computes */
      const float left_edge = __shfl_up_sync(0xffffffffu, q[a][1][RX - 1], 1);
      const float right_edge = __shfl_down_sync(0xffffffffu, q[a][1][0], 1);
      if (inside && r > 0 && r < n - 1) {
#pragma unroll
        for (int c = 0; c < RX; ++c) {
          const float l = c > 0 ? q[a][1][c - 1] : left_edge;
          const float rr = c < RX - 1 ? q[a][1][c + 1] : right_edge;
          in[c] = 0.25f * (l + rr + q[a][0][c] + q[a][2][c]);
        }
      } else {
#pragma unroll
        for (int c = 0; c < RX; ++c) {
          const int x = x0 + c;
          const float l = c > 0 ? q[a][1][c - 1] : left_edge;
          const float rr = c < RX - 1 ? q[a][1][c + 1] : right_edge;
          const bool edge = r <= 0 || r >= n - 1 || x <= 0 || x >= n - 1;
          in[c] = edge ? q[a][1][c] : 0.25f * (l + rr + q[a][0][c] + q[a][2][c]);
        }
      }
      if (a >= apps - 2 && r >= y0 && r < y0 + ZB && r < n) {
        float *to = a == apps - 1 ? u2 : v2;
#pragma unroll
        for (int c = 0; c < RX; ++c) {
          const int x = x0 + c, k = lane * RX + c;
          if (k >= A && k < A + CORE && x < n) to[(size_t)r * n + x] = in[c];
        }
      }
    }
  }
}

template <int RB, int A, int TX, int ZB>
__global__ void __launch_bounds__(TX) rows_pass(int n, int apps, const float *__restrict__ u,
                                                float *__restrict__ u2, float *__restrict__ v2) {
  constexpr int CORE = TX - 2 * A, SLOTS = RB + 2 > 2 * RB ? RB + 2 : 2 * RB;
  extern __shared__ float ring[]; /* [A][SLOTS][TX]: version v's row y at slot y mod SLOTS */
  const int t = threadIdx.x, x = blockIdx.x * CORE - A + t;
  const int y0 = blockIdx.y * ZB, ys = y0 - apps;
  const int left = t > 0 ? t - 1 : 0, right = t < TX - 1 ? t + 1 : TX - 1;
  const bool column_edge = x <= 0 || x >= n - 1;
  const bool core = t >= A && t < A + CORE && x < n;
  auto slot = [](int v, int y) { return (v * SLOTS + ((y % SLOTS) + SLOTS) % SLOTS) * TX; };
  float next[RB];
  auto load = [&](int first) {
#pragma unroll
    for (int k = 0; k < RB; ++k) {
      const int y = first + k;
      next[k] = (y >= 0 && y < n && x >= 0 && x < n) ? __ldg(&u[(size_t)y * n + x]) : 0.0f;
    }
  };
  load(ys);
  for (int newest = ys + RB - 1; newest - apps < y0 + ZB - 1 + RB; newest += RB) {
#pragma unroll
    for (int k = 0; k < RB; ++k) ring[slot(0, newest - RB + 1 + k) + t] = next[k];
    load(newest + 1); /* a batch ahead: its latency runs beside the applications */
    __syncthreads();
    for (int a = 1; a <= apps; ++a) {
      /* application a: version a's rows newest - a - RB + 1 .. newest - a */
#pragma unroll
      for (int k = 0; k < RB; ++k) {
        const int r = newest - a - RB + 1 + k;
        const float *mid = ring + slot(a - 1, r);
        const float c = mid[t];
        const bool edge = column_edge || r <= 0 || r >= n - 1;
        const float out =
            edge ? c : 0.25f * (mid[left] + mid[right] + ring[slot(a - 1, r - 1) + t] + ring[slot(a - 1, r + 1) + t]);
        if (a < apps) ring[slot(a, r) + t] = out;
        if (a >= apps - 1 && core && r >= y0 && r < y0 + ZB && r < n) (a == apps ? u2 : v2)[(size_t)r * n + x] = out;
      }
      __syncthreads();
    }
  }
}

static double now_ms(cudaEvent_t a, cudaEvent_t b) {
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, a, b));
  return ms;
}

struct Grids {
  float *u, *v, *u2, *v2;
};

/* The passes of `steps` steps, BT at a time (the last with the steps left): launch(apps)
   runs one pass of apps applications from g.u into g.u2 and g.v2, then the copies swap. */
template <int BT, typename Launch>
static void in_passes(int steps, Grids &g, Launch launch) {
  for (int done = 0; done < steps;) {
    const int now = std::min(BT, steps - done);
    launch(2 * now);
    std::swap(g.u, g.u2);
    std::swap(g.v, g.v2);
    done += now;
  }
}

template <int RX, int BT, int ZB>
static void run_passes(int n, int steps, Grids &g) {
  constexpr int A = 2 * BT, CORE = 32 * RX - 2 * A;
  const int tiles = (n + CORE - 1) / CORE;
  dim3 block(128), grid((tiles + 3) / 4, (n + ZB - 1) / ZB);
  in_passes<BT>(steps, g, [&](int apps) { pass<RX, A, ZB><<<grid, block>>>(n, apps, g.u, g.u2, g.v2); });
}

template <int RB, int BT, int TX, int ZB>
static void run_rows(int n, int steps, Grids &g) {
  constexpr int A = 2 * BT, CORE = TX - 2 * A;
  constexpr int SLOTS = RB + 2 > 2 * RB ? RB + 2 : 2 * RB; /* as rows_pass's */
  const size_t shared = sizeof(float) * A * SLOTS * TX;
  static bool configured = false;
  if (!configured) {
    CHECK(cudaFuncSetAttribute(rows_pass<RB, A, TX, ZB>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)shared));
    configured = true;
  }
  dim3 grid((n + CORE - 1) / CORE, (n + ZB - 1) / ZB);
  in_passes<BT>(steps, g, [&](int apps) { rows_pass<RB, A, TX, ZB><<<grid, TX, shared>>>(n, apps, g.u, g.u2, g.v2); });
}

static void run_sweeps(int n, int steps, Grids &g) {
  dim3 block(256), grid((n - 2 + 255) / 256, n - 2);
  for (int t = 0; t < steps; ++t) {
    sweep<<<grid, block>>>(n, g.u, g.v);
    sweep<<<grid, block>>>(n, g.v, g.u);
  }
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s N STEPS ROUNDS\n", argv[0]);
    return 2;
  }
  const int n = atoi(argv[1]), steps = atoi(argv[2]), rounds = atoi(argv[3]);
  const size_t points = (size_t)n * n, bytes = points * sizeof(float);
  std::vector<float> init(points), want_u(points), want_v(points), got(points);
  for (size_t p = 0; p < points; ++p) init[p] = (float)((p * 7919u) % 1000u) / 1000.0f;
  Grids g;
  CHECK(cudaMalloc(&g.u, bytes));
  CHECK(cudaMalloc(&g.v, bytes));
  CHECK(cudaMalloc(&g.u2, bytes));
  CHECK(cudaMalloc(&g.v2, bytes));
  auto reset = [&]() {
    for (float *p : {g.u, g.v, g.u2, g.v2}) CHECK(cudaMemcpy(p, init.data(), bytes, cudaMemcpyHostToDevice));
  };
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));

  /* The reference: the sweeps one by one, after steps and after 7 steps (a remainder). */
  struct Way {
    const char *name;
    void (*run)(int, int, Grids &);
  };
  const Way ways[] = {{"sweeps", run_sweeps},
                      {"shuffle_RX4_BT4_ZB256", run_passes<4, 4, 256>},
                      {"shuffle_RX4_BT4_ZB128", run_passes<4, 4, 128>},
                      {"shuffle_RX4_BT4_ZB64", run_passes<4, 4, 64>},
                      {"shuffle_RX4_BT5_ZB128", run_passes<4, 5, 128>},
                      {"shuffle_RX4_BT6_ZB128", run_passes<4, 6, 128>},
                      {"shuffle_RX2_BT4_ZB128", run_passes<2, 4, 128>},
                      {"shuffle_RX2_BT5_ZB128", run_passes<2, 5, 128>},
                      {"shuffle_RX2_BT6_ZB64", run_passes<2, 6, 64>},
                      {"shuffle_RX8_BT3_ZB128", run_passes<8, 3, 128>},
                      {"rows_RB1_BT5_TX256", run_rows<1, 5, 256, 128>},
                      {"rows_RB2_BT5_TX256", run_rows<2, 5, 256, 128>},
                      {"rows_RB4_BT5_TX256", run_rows<4, 5, 256, 128>},
                      {"rows_RB8_BT5_TX256", run_rows<8, 5, 256, 128>},
                      {"rows_RB4_BT6_TX256", run_rows<4, 6, 256, 128>},
                      {"rows_RB4_BT8_TX256", run_rows<4, 8, 256, 128>},
                      {"rows_RB2_BT5_TX512", run_rows<2, 5, 512, 128>},
                      {"rows_RB4_BT4_TX256", run_rows<4, 4, 256, 128>}};
  int failed = 0;
  for (int check_steps : {7, steps}) {
    reset();
    run_sweeps(n, check_steps, g);
    CHECK(cudaMemcpy(want_u.data(), g.u, bytes, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(want_v.data(), g.v, bytes, cudaMemcpyDeviceToHost));
    for (const Way &w : ways) {
      reset();
      w.run(n, check_steps, g);
      CHECK(cudaGetLastError());
      CHECK(cudaMemcpy(got.data(), g.u, bytes, cudaMemcpyDeviceToHost));
      bool same = memcmp(got.data(), want_u.data(), bytes) == 0;
      CHECK(cudaMemcpy(got.data(), g.v, bytes, cudaMemcpyDeviceToHost));
      same = same && memcmp(got.data(), want_v.data(), bytes) == 0;
      if (!same) {
        printf("# %s differs from the sweeps after %d steps\n", w.name, check_steps);
        ++failed;
      }
    }
  }
  printf("# %dx%d fp32, %d steps a call, median of %d rounds; way ms_per_step gstencils_per_step\n", n, n, steps,
         rounds);
  std::vector<std::vector<double>> times(sizeof ways / sizeof ways[0]);
  for (int round = 0; round <= rounds; ++round) {
    for (size_t w = 0; w < times.size(); ++w) {
      CHECK(cudaEventRecord(e0));
      ways[w].run(n, steps, g);
      CHECK(cudaEventRecord(e1));
      CHECK(cudaEventSynchronize(e1));
      if (round > 0) times[w].push_back(now_ms(e0, e1) / steps);
    }
  }
  for (size_t w = 0; w < times.size(); ++w) {
    std::sort(times[w].begin(), times[w].end());
    const double ms = times[w][times[w].size() / 2];
    printf("%s %.5f %.1f\n", ways[w].name, ms, (double)points / (ms * 1e-3) / 1e9);
  }
  return failed ? 1 : 0;
}

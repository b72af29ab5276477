# Lab edit: the pass of BT steps waits at the end of each wave-front step only for the
# warps holding the rows beside its own (mbarriers, one a warp a parity), not the block.
import sys
src, dst, mode = sys.argv[1], sys.argv[2], sys.argv[3]
s = open(src).read()
k = s.index("void st_heat3d_pass2(")
head, body = s[:k], s[k:]
sync = "    /* The planes written in this step are read at other threads' columns in the next. */\n    __syncthreads();\n"
assert body.count(sync) == 1
loop = "  for (int st_t = 0; st_t < st_nt; ++st_t) {\n"
assert body.count(loop) == 1
if mode == "ns":
    body = body.replace(sync, "    __syncwarp();\n")
else:
    W = "(int)blockDim.y"
    init = r'''  __shared__ __align__(8) unsigned long long st_nb[2][32];
  if (threadIdx.x == 0) {
    const int w = (int)threadIdx.y;
    const unsigned cnt = (blockDim.x / 32u) * (1u + (w > 0) + (w + 1 < (int)blockDim.y));
    for (int p = 0; p < 2; ++p) {
      unsigned a = (unsigned)__cvta_generic_to_shared(&st_nb[p][w]);
      asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(a), "r"(cnt) : "memory");
    }
  }
  __syncthreads();
'''
    wait = r'''    __syncwarp();
    {
      const int w = (int)threadIdx.y, par = st_t & 1;
      if ((threadIdx.x & 31u) == 0) {
        unsigned a = (unsigned)__cvta_generic_to_shared(&st_nb[par][w]);
        asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0];" :: "r"(a) : "memory");
        if (w > 0) { a = (unsigned)__cvta_generic_to_shared(&st_nb[par][w - 1]);
          asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0];" :: "r"(a) : "memory"); }
        if (w + 1 < (int)blockDim.y) { a = (unsigned)__cvta_generic_to_shared(&st_nb[par][w + 1]);
          asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0];" :: "r"(a) : "memory"); }
      }
      const unsigned a = (unsigned)__cvta_generic_to_shared(&st_nb[par][w]);
      const unsigned ph = (unsigned)((st_t >> 1) & 1);
      unsigned done = 0;
      while (!done) {
        asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(done) : "r"(a), "r"(ph) : "memory");
      }
      __syncwarp();
    }
'''
    body = body.replace(loop, init + loop).replace(sync, wait)
open(dst, "w").write(head + body)

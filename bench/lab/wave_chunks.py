#!/usr/bin/env python3
"""Rewrites a time loop's printed CUDA code (issue 24) so that the host entry's planes a
block (the chunk along the slowest dimension, ZB) come from the environment at run time:

  ST_LAB_CHUNK=N     every pass takes chunks of N planes;
  ST_LAB_CHUNK=auto  the chunk that fills the GPU's resident blocks in whole waves: of
                     every count c of chunks a column of tiles, the one that minimises
                     waves(c) * (planes a chunk + the pass's fill planes), waves(c) being
                     ceil(tiles * c / (blocks a multiprocessor * multiprocessors));
  unset              the printed chunk.

ST_LAB_DEPTH=k caps the steps a pass at k (ST_LAB_DEPTH=1 times the one-step pass alone).
The chosen chunk and waves go to standard error once. Lab code, not the generator's.

Usage: wave_chunks.py IN.cu OUT.cu FILL_A_STEP
  FILL_A_STEP: planes a step adds to a pass's wave front (both sides; 4 for a step of two
  radius-1 sweeps)."""
import re
import sys

src, dst, fill_a_step = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = open(src).read()
start = text.index("_steps_device(")
head, body = text[:start], text[start:]

m = re.search(r"st_chunk = (\d+);", body)
printed = int(m.group(1))
body = body.replace(m.group(0), "st_chunk_printed = %d;" % printed, 1)
body = body.replace("const ptrdiff_t st_zfirst", "ptrdiff_t st_chunk = 0; const ptrdiff_t st_zfirst", 1)

g = re.search(r"const ptrdiff_t st_gx = (.*?), st_gy = (.*?), st_gz = (.*?);", body)
parts = [g.group(1), g.group(2), g.group(3)]
tiles = " * ".join("(%s)" % p for p in parts if "st_chunk" not in p)
launches = dict.fromkeys(re.findall(r"case (\d+):\s*\n\s*(st_\w+)<<<dim3\(.*?\), dim3\((\d+), (\d+), (\d+)\), (\d+)>>>", body))
table = ", ".join("{%s, (const void *)%s, %d, %s}" % (k, name, int(a) * int(b) * int(c), smem)
                  for k, name, a, b, c, smem in launches)
depth = max(int(k) for k, *_ in launches)
choose = """
  st_chunk = st_lab_chunk(st_chunk_printed, %s, st_zlast - st_zfirst + 1, st_lab_cap > 0 && st_lab_cap < %d ? st_lab_cap : %d);
""" % (tiles, depth, depth)
body = body.replace(g.group(0), choose + "  " + g.group(0), 1)
body = body.replace("ptrdiff_t st_chunk = 0;", "ptrdiff_t st_chunk = 0; const int st_lab_cap = st_lab_depth();", 1)
body = re.sub(r"(    int st_now = st_left < \d+ \? \(int\)st_left : \d+;\n)",
              r"\1    if (st_lab_cap > 0 && st_now > st_lab_cap) st_now = st_lab_cap;\n", body, count=1)
body = body.replace("int st_halve = ", "int st_halve = st_lab_cap > 0 ? 0 : ", 1)

helper = """
#include <stdlib.h>
static int st_lab_depth(void)
{
  const char *s = getenv("ST_LAB_DEPTH");
  return s ? atoi(s) : 0;
}
struct st_lab_pass { int steps; const void *kernel; int threads; size_t smem; };
static ptrdiff_t st_lab_chunk(ptrdiff_t printed, ptrdiff_t tiles, ptrdiff_t planes, int depth)
{
  static const struct st_lab_pass passes[] = {%s};
  static int said = 0;
  const char *s = getenv("ST_LAB_CHUNK");
  ptrdiff_t chunk = printed;
  int per = 0, sms = 0, dev = 0;
  for (size_t p = 0; p < sizeof passes / sizeof passes[0]; ++p)
    if (passes[p].steps == depth) {
      cudaFuncSetAttribute(passes[p].kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)passes[p].smem);
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, passes[p].kernel, passes[p].threads, passes[p].smem);
    }
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const ptrdiff_t resident = (ptrdiff_t)per * sms, fill = (ptrdiff_t)%d * depth;
  if (s && strcmp(s, "auto") == 0 && resident > 0) {
    double best = 1e300;
    for (ptrdiff_t c = 1; c <= planes; ++c) {
      const ptrdiff_t size = (planes + c - 1) / c;
      if ((planes + size - 1) / size != c) continue;
      const double cost = (double)((tiles * c + resident - 1) / resident) * (double)(size + fill);
      if (cost < best) best = cost, chunk = size;
    }
  } else if (s) {
    chunk = atol(s);
  }
  if (!said) {
    const ptrdiff_t blocks = tiles * ((planes + chunk - 1) / chunk);
    fprintf(stderr, "chunk %%td: %%td blocks, %%d a multiprocessor on %%d, %%.2f waves, depth %%d\\n", chunk, blocks, per, sms,
            resident > 0 ? (double)blocks / resident : 0.0, depth);
    said = 1;
  }
  return chunk;
}
""" % (table, fill_a_step)
# The helper must follow the kernels and precede the entry: put it before the entry's line.
entry_line_start = head.rfind("\n", 0, len(head)) + 1
open(dst, "w").write(head[:entry_line_start] + helper + head[entry_line_start:] + body)

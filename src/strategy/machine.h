// The machine the tuner runs on, read with hwloc: cores, hardware threads, caches and
// NUMA nodes, and a fingerprint that keys the tuning database and the cached roofline.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace st {

struct CacheLevel {
  int level = 0;                 // 1, 2, 3
  std::uint64_t size_bytes = 0;  // one instance
  int line_bytes = 64;
  int instances = 0;      // how many of this cache the machine has
  int cores_sharing = 1;  // cores under one instance
};

struct MachineInfo {
  std::string cpu_model;
  int sockets = 1;
  int cores = 1;       // physical cores
  int hw_threads = 1;  // processing units
  int numa_nodes = 1;
  std::vector<CacheLevel> caches;  // data/unified caches, L1 first
  std::uint64_t memory_bytes = 0;
  // The widest vector register the generated code may use (16 SSE/NEON, 32 AVX,
  // 64 AVX-512); it sets the default register block along the unit stride.
  int simd_bytes = 16;

  // The largest cache level (the last-level cache), or nullptr when none is known.
  const CacheLevel* last_level_cache() const;
  // Stable across runs on the same machine: model, topology and cache sizes.
  std::string fingerprint() const;
  std::string summary() const;  // one line for logs and reports
};

// Reads the topology of the machine this process runs on.
MachineInfo probe_machine();

}  // namespace st

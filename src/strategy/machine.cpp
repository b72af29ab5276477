#include "strategy/machine.h"

#include <hwloc.h>

#include <cstdio>
#include <functional>
#include <memory>

#include "frontend/diagnostics.h"

namespace st {

const CacheLevel* MachineInfo::last_level_cache() const {
  const CacheLevel* best = nullptr;
  for (const CacheLevel& c : caches) {
    if (!best || c.level > best->level) best = &c;
  }
  return best;
}

std::string MachineInfo::fingerprint() const {
  std::string text = cpu_model + "|" + std::to_string(sockets) + "s" + std::to_string(cores) + "c" +
                     std::to_string(hw_threads) + "t" + std::to_string(numa_nodes) + "n";
  for (const CacheLevel& c : caches)
    text += "|L" + std::to_string(c.level) + ":" + std::to_string(c.size_bytes) + "x" + std::to_string(c.instances);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%016zx", std::hash<std::string>{}(text));
  return buf;
}

std::string MachineInfo::summary() const {
  std::string s = cpu_model + ", " + std::to_string(sockets) + " socket(s), " + std::to_string(cores) + " cores, " +
                  std::to_string(hw_threads) + " hardware threads, " + std::to_string(numa_nodes) + " NUMA node(s)";
  for (const CacheLevel& c : caches) {
    s += ", L" + std::to_string(c.level) + " " + std::to_string(c.size_bytes / 1024) + " KiB x" +
         std::to_string(c.instances);
  }
  return s;
}

MachineInfo probe_machine() {
  hwloc_topology_t raw = nullptr;
  if (hwloc_topology_init(&raw) != 0) throw InternalError("hwloc_topology_init failed");
  std::unique_ptr<hwloc_topology, void (*)(hwloc_topology_t)> topology(raw, hwloc_topology_destroy);
  if (hwloc_topology_load(raw) != 0) throw InternalError("hwloc_topology_load failed");

  MachineInfo m;
  auto count = [&](hwloc_obj_type_t type) { return hwloc_get_nbobjs_by_type(raw, type); };
  m.sockets = std::max(1, count(HWLOC_OBJ_PACKAGE));
  m.cores = std::max(1, count(HWLOC_OBJ_CORE));
  m.hw_threads = std::max(1, count(HWLOC_OBJ_PU));
  m.numa_nodes = std::max(1, count(HWLOC_OBJ_NUMANODE));
  hwloc_obj_t root = hwloc_get_root_obj(raw);
  if (root && root->total_memory) m.memory_bytes = root->total_memory;
  hwloc_obj_t package = hwloc_get_obj_by_type(raw, HWLOC_OBJ_PACKAGE, 0);
  const char* model = package ? hwloc_obj_get_info_by_name(package, "CPUModel") : nullptr;
  m.cpu_model = model ? model : "unknown CPU";

#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) {
    m.simd_bytes = 64;
  } else if (__builtin_cpu_supports("avx")) {
    m.simd_bytes = 32;
  }
#endif

  const hwloc_obj_type_t cache_types[] = {HWLOC_OBJ_L1CACHE, HWLOC_OBJ_L2CACHE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_L4CACHE};
  for (int i = 0; i < 4; ++i) {
    int n = count(cache_types[i]);
    if (n <= 0) continue;
    hwloc_obj_t obj = hwloc_get_obj_by_type(raw, cache_types[i], 0);
    if (!obj || !obj->attr) continue;
    CacheLevel c;
    c.level = i + 1;
    c.size_bytes = obj->attr->cache.size;
    c.line_bytes = obj->attr->cache.linesize ? static_cast<int>(obj->attr->cache.linesize) : 64;
    c.instances = n;
    c.cores_sharing = std::max(1, hwloc_get_nbobjs_inside_cpuset_by_type(raw, obj->cpuset, HWLOC_OBJ_CORE));
    m.caches.push_back(c);
  }
  return m;
}

}  // namespace st

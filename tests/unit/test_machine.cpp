// The machine probe reads a topology that is consistent with itself.
#include "catch.h"
#include "strategy/machine.h"

TEST_CASE("probe_machine reads cores, caches and a stable fingerprint", "[machine]") {
  st::MachineInfo m = st::probe_machine();
  CHECK(m.cores >= 1);
  CHECK(m.hw_threads >= m.cores);
  CHECK(m.numa_nodes >= 1);
  REQUIRE(!m.caches.empty());
  for (const st::CacheLevel& c : m.caches) {
    CHECK(c.size_bytes > 0);
    CHECK(c.instances >= 1);
  }
  REQUIRE(m.last_level_cache() != nullptr);
  CHECK(m.last_level_cache()->level == m.caches.back().level);
  CHECK(m.fingerprint() == st::probe_machine().fingerprint());
  CHECK(m.fingerprint().size() == 16);
}

#include "strategy/tuning_key.h"

#include <cstdint>
#include <cstdio>

namespace st {

TuningKey TuningKey::make(const std::string& stencil_text, const std::vector<long long>& extents, std::string target,
                          std::string machine, std::string compiler) {
  TuningKey k;
  k.stencil = stencil_hash(stencil_text);
  for (std::size_t i = 0; i < extents.size(); ++i) k.size += (i ? "x" : "") + std::to_string(extents[i]);
  k.target = std::move(target);
  k.machine = std::move(machine);
  k.compiler = std::move(compiler);
  return k;
}

std::string TuningKey::text() const {
  return "stencil " + stencil + ", size " + size + ", target " + target + ", machine " + machine + ", compiler " +
         compiler;
}

std::string stencil_hash(const std::string& normalised_text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : normalised_text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace st

#include "roofline/ceiling_cache.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <system_error>

namespace st {

namespace fs = std::filesystem;

std::optional<fs::path> cache_directory() {
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  if (xdg && *xdg) return fs::path(xdg) / "stenciltune";
  const char* home = std::getenv("HOME");
  if (home && *home) return fs::path(home) / ".cache" / "stenciltune";
  return std::nullopt;
}

fs::path ceilings_cache_file(const fs::path& directory, const std::string& target, const std::string& fingerprint,
                             const MeasureRequest& request) {
  std::string name = "roofline-" + target + "-" + fingerprint;
  if (!(request == MeasureRequest{})) {
    std::string text = std::to_string(request.array_bytes) + "|" + std::to_string(request.repetitions) + "|" +
                       std::to_string(request.flop_seconds) + "|" + std::to_string(request.threads);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%08zx", std::hash<std::string>{}(text)&0xffffffffu);
    name += std::string("-request-") + buf;
  }
  return directory / (name + ".json");
}

std::optional<Ceilings> read_cached_ceilings(const fs::path& file, const std::string& target,
                                             const std::string& fingerprint, const MeasureRequest& request) {
  std::ifstream in(file);
  if (!in) return std::nullopt;
  try {
    Ceilings c = ceilings_from_json(nlohmann::json::parse(in));
    if (c.target != target || c.fingerprint != fingerprint || !(c.request == request)) return std::nullopt;
    return c;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  } catch (const RooflineUnavailable&) {
    return std::nullopt;
  }
}

void write_cached_ceilings(const fs::path& file, const Ceilings& ceilings) {
  std::error_code ec;
  fs::create_directories(file.parent_path(), ec);
  if (ec)
    throw RooflineUnavailable("cannot create the cache folder " + file.parent_path().string() + ": " + ec.message());
  fs::path temp = file;
  temp += ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(temp, std::ios::trunc);
    out << to_json(ceilings).dump(2) << "\n";
    out.flush();
    if (!out) {
      fs::remove(temp, ec);
      throw RooflineUnavailable("cannot write " + temp.string());
    }
  }
  fs::rename(temp, file, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(temp, ignored);
    throw RooflineUnavailable("cannot rename " + temp.string() + " to " + file.string() + ": " + ec.message());
  }
}

}  // namespace st

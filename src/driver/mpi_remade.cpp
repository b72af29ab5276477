#include "driver/mpi_remade.h"

#include <algorithm>
#include <filesystem>
#include <limits>

#include "frontend/diagnostics.h"
#include "support/environment_error.h"

namespace st {

int kernel_choices(const PackagedKernel& k) {
  size_t choices = std::numeric_limits<size_t>::max();
  for (const PackagedVariant& v : k.variants) {
    for (const std::vector<PackagedPart>* parts : {&v.parts, &v.nest_parts}) {
      for (const PackagedPart& part : *parts)
        choices = std::min(choices, part.made_at && part.space ? part.searched.size() : 0);
    }
  }
  return choices == std::numeric_limits<size_t>::max() ? 0 : static_cast<int>(choices);
}

std::optional<Point> remade_point(const PackagedPart& part, int threads, int choice) {
  if (!part.made_at || !part.space) return std::nullopt;
  return remade_point(part, part.space(), threads, choice);
}

std::optional<Point> remade_point(const PackagedPart& part, const ParamSpace& space, int threads, int choice) {
  if (!part.made_at || choice < 0 || static_cast<size_t>(choice) >= part.searched.size()) return std::nullopt;
  Point p = part.searched[static_cast<size_t>(choice)];
  // A CUDA part has no THREADS: its point is the search's as timed.
  if (!space.dimension("THREADS")) return space.legal(p) ? std::optional<Point>(p) : std::nullopt;
  p["THREADS"] = threads;
  if (space.legal(p)) return p;
  std::optional<Point> repaired = space.repaired(p, "THREADS");
  if (!repaired || repaired->at("THREADS") != threads) return std::nullopt;
  return repaired;
}

std::optional<PackagedKernel> kernel_at(const PackagedKernel& k, int threads, int choice) {
  PackagedKernel at = k;
  for (PackagedVariant& v : at.variants) {
    // The runners-up are timed at the first size; the other sizes keep their winners.
    const int from = &v == &at.variants.front() ? choice : 0;
    for (std::vector<PackagedPart>* parts : {&v.parts, &v.nest_parts}) {
      for (PackagedPart& part : *parts) {
        std::optional<Point> p = remade_point(part, threads, from);
        if (!p) return std::nullopt;
        part = part.made_at(*p);
      }
    }
  }
  return at;
}

std::optional<PackageRequest> package_kernel(const PackageRequest& package, const PackagedKernel& at,
                                             const std::string& tag, const std::string& what,
                                             const std::function<void(const PackageRequest&)>& writer,
                                             const MpiToolchain& tools, const std::string& work, const LogSink& log) {
  PackageRequest p = package;
  p.out_dir = work + "/" + tag + "_" + at.sub->name;
  p.kernels = {at};
  try {
    std::filesystem::create_directories(p.out_dir);
    if (writer)
      writer(p);
    else
      write_package(p);
    write_mpi_package(p, tools);
  } catch (const UserError& e) {
    log_line(log, "[stenciltune:mpi] ", what + ": " + e.what());
    return std::nullopt;
  } catch (const EnvironmentError& e) {
    log_line(log, "[stenciltune:mpi] ", what + ": " + e.what());
    return std::nullopt;
  }
  return p;
}

int kernel_threads(const PackagedKernel& k) {
  int most = 0;
  for (const PackagedVariant& v : k.variants) {
    for (const std::vector<PackagedPart>* parts : {&v.parts, &v.nest_parts}) {
      for (const PackagedPart& part : *parts) most = std::max(most, part.threads);
    }
  }
  return most;
}

std::string kernel_parameters(const PackagedKernel& k) {
  if (k.variants.empty()) return "";
  const PackagedVariant& v = k.variants.front();
  const std::vector<PackagedPart>& parts = v.nest_parts.empty() ? v.parts : v.nest_parts;
  if (parts.size() == 1) return parts.front().parameters;
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i)
    text += (i ? "; " : "") + std::string("nest ") + std::to_string(i + 1) + ": " + parts[i].parameters;
  return text;
}

std::string at_rank_threads(int threads) {
  return threads > 0 ? " at THREADS=" + std::to_string(threads) + " a rank" : std::string();
}

}  // namespace st

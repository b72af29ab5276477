#include "driver/mpi_grid_search.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "driver/mpi_remade.h"
#include "frontend/diagnostics.h"
#include "harness/fault_hook.h"
#include "strategy/param_space.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"
#include "support/environment_error.h"

namespace st {

namespace {

// Whether a variant's `parts` are copies of its nests' parts (not a time loop blocked
// over time, whose one part runs the passes): a nest's part remade is then remade in both.
bool parts_mirror_nests(const PackagedVariant& v) {
  return !v.nest_parts.empty() && v.parts.size() == v.nest_parts.size() &&
         !(v.parts.size() == 1 && v.parts.front().steps_per_pass > 1);
}

// A part of a kernel's first size that the search on the rank grid takes: each nest's
// part where the subroutine's nests were tuned one by one (the parts the MPI entry runs),
// else its one part.
struct GridSlot {
  bool nest = false;  // nest_parts[index] (and parts[index] where they mirror), else parts[index]
  size_t index = 0;
  const PackagedPart* part = nullptr;  // of the kernel as packaged: its space and made_at
};

// The parts of `k` the search on the rank grid takes in turn; none where one of them
// cannot be made at any point of its space.
std::vector<GridSlot> grid_slots(const PackagedKernel& k) {
  std::vector<GridSlot> slots;
  if (k.variants.empty()) return slots;
  const PackagedVariant& v = k.variants.front();
  const bool nests = !v.nest_parts.empty();
  const std::vector<PackagedPart>& parts = nests ? v.nest_parts : v.parts;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (!parts[i].made_at || !parts[i].space || parts[i].searched.empty()) return {};
    slots.push_back({nests, i, &parts[i]});
  }
  return slots;
}

// `k` with the part in `slot` replaced by `made`.
void set_slot(PackagedKernel& k, const GridSlot& slot, const PackagedPart& made) {
  PackagedVariant& v = k.variants.front();
  if (!slot.nest) {
    v.parts[slot.index] = made;
    return;
  }
  if (parts_mirror_nests(v)) v.parts[slot.index] = made;
  v.nest_parts[slot.index] = made;
}

// `part` as the fault hook of the reliability tests rewrites it at `point` (itself where
// none is installed: always, in the stenciltune executable).
PackagedPart with_fault_hook(PackagedPart part, const Point& point) {
  const VariantFaultHook* hook = variant_fault_hook();
  if (!hook || !hook->rewrite_grid_source) return part;
  for (std::function<std::string(const std::string&)>* source : {&part.source, &part.box_source}) {
    if (!*source) continue;
    *source = [made = *source, point, hook](const std::string& symbol) {
      return hook->rewrite_grid_source(point, symbol, made(symbol));
    };
  }
  return part;
}

// The variants of a search on the rank grid: each point, made into a kernel by
// `kernel_at`, is packaged with its MPI library and timed under mpiexec on the rank grid,
// every rank at once, in one mode; the time of a point is the slowest rank's median call.
class GridEvaluator : public Evaluator {
 public:
  // `time` builds and times a package on the grid (nothing: it failed, logged); each
  // package is written to a folder named from `tag`.
  GridEvaluator(const PackageRequest& package, std::function<PackagedKernel(const Point&)> kernel_at,
                std::function<std::optional<double>(const PackageRequest&)> time, std::string tag,
                const MpiToolchain& tools, const std::string& work, const LogSink& log)
      : package_(package),
        kernel_at_(std::move(kernel_at)),
        time_(std::move(time)),
        tag_(std::move(tag)),
        tools_(tools),
        work_(work),
        log_(log) {}

  Measurement evaluate(const Point& point) override {
    std::string why;
    std::optional<GridFound> made = make(point, why);
    if (!made) return Measurement::invalid(why);
    std::optional<double> seconds = time_(made->package);
    if (!seconds) return Measurement::invalid("its timing under mpiexec failed");
    made->seconds = *seconds;
    made_points_[point] = std::move(*made);
    return Measurement::ok(*seconds);
  }

  // The kernel at point `p`, its package and its time: as timed here, or, for a point
  // an earlier run timed (`seconds`, from the tuning database), packaged now; nothing
  // where it cannot be.
  std::optional<GridFound> made(const Point& p, double seconds) {
    if (auto it = made_points_.find(p); it != made_points_.end()) return it->second;
    std::string why;
    std::optional<GridFound> made = make(p, why);
    if (made) made->seconds = seconds;
    return made;
  }

 private:
  // The kernel at `point` and its package, untimed; nothing where it cannot be made
  // (`why`).
  std::optional<GridFound> make(const Point& point, std::string& why) {
    PackagedKernel at;
    std::optional<PackageRequest> packaged;
    try {
      at = kernel_at_(point);
      packaged = package_kernel(package_, at, tag_ + std::to_string(made_++),
                                at.sub->name + " at " + parameters_text(point), tools_, work_, log_);
    } catch (const EnvironmentError&) {
      throw;
    } catch (const std::exception& e) {
      // A legal point that a generator cannot print is a variant that failed, as the
      // one-rank search's evaluator records it.
      why = std::string("generating the variant failed: ") + e.what();
      return std::nullopt;
    }
    if (!packaged) {
      why = "its package did not build";
      return std::nullopt;
    }
    return GridFound{std::move(at), std::move(*packaged), 0};
  }

  const PackageRequest& package_;
  std::function<PackagedKernel(const Point&)> kernel_at_;
  std::function<std::optional<double>(const PackageRequest&)> time_;
  std::string tag_;
  const MpiToolchain& tools_;
  const std::string& work_;
  const LogSink& log_;
  int made_ = 0;
  std::map<Point, GridFound> made_points_;
};

// The key the points of `slot`'s search are recorded under in the tuning database: the
// part's job's, with the rank grid and the mode and, where the kernel has several parts,
// the others' parameters in `base` (a point's time is the whole kernel's). The count of
// threads a rank is a parameter of the point. Nothing where the part has no key.
std::optional<TuningKey> grid_key(const GridSlot& slot, const std::vector<GridSlot>& slots, const PackagedKernel& base,
                                  const ReportMpiTiming& start) {
  if (!slot.part->tuning_key) return std::nullopt;
  TuningKey key = *slot.part->tuning_key;
  key.target += ", MPI on ";
  for (size_t d = 0; d < start.ranks.size(); ++d) key.target += (d ? "x" : "") + std::to_string(start.ranks[d]);
  key.target += " ranks, " + start.mode;
  if (start.pieces > 0) key.target += " in " + std::to_string(start.pieces) + " pieces";
  if (start.halo_steps > 0) key.target += " every " + std::to_string(start.halo_steps) + " steps";
  const PackagedVariant& v = base.variants.front();
  for (const GridSlot& other : slots) {
    if (other.index == slot.index) continue;
    const std::vector<PackagedPart>& parts = other.nest ? v.nest_parts : v.parts;
    key.target += ", nest " + std::to_string(other.index + 1) + " at " + parts[other.index].parameters;
  }
  return key;
}

}  // namespace

std::optional<GridFound> search_on_grid(const PackageRequest& package, const PackagedKernel& k,
                                        const ReportMpiTiming& start, const std::vector<ReportMpiTiming>& timed,
                                        const std::function<std::optional<double>(const PackageRequest&)>& time_point,
                                        const MpiBuild& build, const MpiToolchain& tools, const std::string& work,
                                        const LogSink& log, std::vector<ReportMpiSearch>& searches) {
  auto not_run = [&](int nest, const std::string& why) {
    ReportMpiSearch summary;
    summary.subroutine = k.sub->name;
    summary.nest = nest;
    summary.not_run = why;
    searches.push_back(summary);
  };
  const std::vector<GridSlot> slots = grid_slots(k);
  if (slots.empty()) {
    not_run(-1, "its parts cannot be made at other points of their spaces");
    return std::nullopt;
  }
  std::optional<PackagedKernel> start_kernel = kernel_at(k, start.threads, start.variant);
  if (!start_kernel) {
    not_run(-1, "the fastest variant timed cannot be remade at THREADS=" + std::to_string(start.threads));
    return std::nullopt;
  }
  PackagedKernel fastest = *start_kernel;
  double fastest_seconds = start.seconds;
  std::optional<GridFound> found;
  for (size_t s = 0; s < slots.size(); ++s) {
    const GridSlot& slot = slots[s];
    const int nest = slot.nest ? static_cast<int>(slot.index) : -1;
    ParamSpace space = slot.part->space();
    space.fix("THREADS", start.threads);
    // The part as the fastest kernel runs it: the start's variant (the searches before
    // changed other parts).
    std::optional<Point> from = remade_point(*slot.part, space, start.threads, start.variant);
    if (!from || !space.legal(*from)) {
      not_run(nest, "the fastest variant timed is not a point of its space (a --param fixes what it varies)");
      continue;
    }
    ReportMpiSearch summary;
    summary.subroutine = k.sub->name;
    summary.nest = nest;
    summary.threads = start.threads;
    summary.mode = start.mode;
    summary.pieces = start.pieces;
    summary.halo_steps = start.halo_steps;
    summary.start = parameters_text(*from);
    summary.start_seconds = fastest_seconds;
    const PackagedKernel base = fastest;
    GridEvaluator evaluator(
        package,
        [&](const Point& p) {
          PackagedKernel at = base;
          set_slot(at, slot, with_fault_hook(slot.part->made_at(p), p));
          return at;
        },
        time_point, "mpi_grid" + std::to_string(s) + "_", tools, work, log);
    // Each point is recorded the moment it is timed; the points an earlier run timed on
    // this grid, in this mode, are answered (a run interrupted or repeated).
    const std::optional<TuningKey> key = build.db ? grid_key(slot, slots, base, start) : std::nullopt;
    std::map<Point, Measurement> known;
    if (key) known = build.db->known(*key);
    // The start is not timed again, nor, where the kernel has one part, the variants
    // timed before at its count and in its mode: this run's timings.
    std::set<Point> this_run = {*from};
    known[*from] = Measurement::ok(fastest_seconds);
    for (const ReportMpiTiming& t : timed) {
      if (slots.size() != 1 || t.found_on_grid || t.threads != start.threads || t.mode != start.mode ||
          t.pieces != start.pieces || t.halo_steps != start.halo_steps)
        continue;
      std::optional<Point> p = remade_point(*slot.part, space, t.threads, t.variant);
      if (p && space.legal(*p) && this_run.insert(*p).second) known[*p] = Measurement::ok(t.seconds);
    }
    std::optional<RecordingEvaluator> recording;
    if (key) recording.emplace(evaluator, *build.db, *key);
    SearchOptions so;
    so.engine = Engine::Hill;
    so.max_restarts = 0;
    so.budget_seconds = build.grid_search_seconds;
    so.max_variants = build.grid_search_variants;
    so.start = *from;
    so.known = &known;
    so.log = [&](const std::string& line) { log_line(log, "[stenciltune:mpi] ", line); };
    SearchResult result = recording ? search(space, *recording, so) : search(space, evaluator, so);
    summary.engine = result.summary.engine;
    summary.measured = result.summary.measured;
    summary.invalid = result.summary.invalid;
    for (const Evaluation& e : result.evaluations) summary.from_database += e.from_database && !this_run.count(e.point);
    summary.seconds = result.summary.elapsed_seconds;
    summary.stopped = stop_reason_name(result.summary.stopped);
    summary.best = summary.start;
    summary.best_seconds = fastest_seconds;
    // The points faster than the start (an earlier run's included), fastest first: the
    // first whose library matches the original is taken (at most three are checked).
    std::vector<Evaluation> faster_points;
    for (const Evaluation& e : result.evaluations) {
      if (e.measurement.valid && !this_run.count(e.point) && e.measurement.seconds < fastest_seconds)
        faster_points.push_back(e);
    }
    std::stable_sort(faster_points.begin(), faster_points.end(), [](const Evaluation& a, const Evaluation& b) {
      return a.measurement.seconds < b.measurement.seconds;
    });
    if (faster_points.size() > 3) faster_points.resize(3);
    for (const Evaluation& e : faster_points) {
      const std::optional<GridFound> made = evaluator.made(e.point, e.measurement.seconds);
      if (!made) continue;
      const std::string text = parameters_text(e.point);
      std::string why;
      if (build.check_package) {
        for (const ReportLibraryCheck& c : build.check_package(made->package)) {
          if (!c.valid) why = c.reason;
        }
      }
      if (!why.empty()) {
        summary.rejected.push_back(text + ": " + why);
        continue;
      }
      summary.best = text;
      summary.best_seconds = made->seconds;
      fastest = made->kernel;
      fastest_seconds = made->seconds;
      found = *made;
      break;
    }
    searches.push_back(summary);
  }
  return found;
}

}  // namespace st

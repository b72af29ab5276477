#include "driver/mpi_grid_search.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "ast/printer.h"
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
// Where `db` is given, each point is recorded under `key` the moment it is timed, and so
// is a point its generator cannot print; a package that did not build or a timing that
// failed is not (the machine's trouble, not the variant's: a later run tries it again).
class GridEvaluator : public Evaluator {
 public:
  // `time` builds and times a package on the grid (nothing: it failed, logged); each
  // package is written to a folder named from `tag`.
  GridEvaluator(const PackageRequest& package, std::function<PackagedKernel(const Point&)> kernel_at,
                std::function<std::optional<double>(const PackageRequest&)> time, std::string tag,
                const std::function<void(const PackageRequest&)>& writer, const MpiToolchain& tools,
                const std::string& work, const LogSink& log, TuningDb* db, std::optional<TuningKey> key)
      : package_(package),
        kernel_at_(std::move(kernel_at)),
        time_(std::move(time)),
        tag_(std::move(tag)),
        writer_(writer),
        tools_(tools),
        work_(work),
        log_(log),
        db_(key ? db : nullptr),
        key_(std::move(key)) {}

  Measurement evaluate(const Point& point) override {
    std::string why;
    bool generated = true;
    std::optional<GridFound> packaged = package_point(point, why, generated);
    if (!packaged) {
      Measurement failed = Measurement::invalid(why);
      if (!generated && db_) db_->record(*key_, point, failed);
      return failed;
    }
    std::optional<double> seconds = time_(packaged->package);
    if (!seconds) return Measurement::invalid("its timing under mpiexec failed");
    packaged->seconds = *seconds;
    timed_[point] = std::move(*packaged);
    Measurement m = Measurement::ok(*seconds);
    if (db_) db_->record(*key_, point, m);
    return m;
  }

  // The kernel at point `p` as timed here, its package and time; null where it was not.
  const GridFound* timed(const Point& p) const {
    auto it = timed_.find(p);
    return it == timed_.end() ? nullptr : &it->second;
  }

  // The kernel at `point` and its package, untimed; nothing where it cannot be made
  // (`why`; `generated` false where its generator could not print it).
  std::optional<GridFound> package_point(const Point& point, std::string& why, bool& generated) {
    PackagedKernel at;
    std::optional<PackageRequest> packaged;
    generated = true;
    try {
      at = kernel_at_(point);
      packaged = package_kernel(package_, at, tag_ + std::to_string(packages_written_++),
                                at.sub->name + " at " + parameters_text(point), writer_, tools_, work_, log_);
    } catch (const EnvironmentError&) {
      throw;
    } catch (const std::exception& e) {
      // A legal point that a generator cannot print is a variant that failed, as the
      // one-rank search's evaluator records it.
      why = std::string("generating the variant failed: ") + e.what();
      generated = false;
      return std::nullopt;
    }
    if (!packaged) {
      why = "its package did not build";
      return std::nullopt;
    }
    return GridFound{std::move(at), std::move(*packaged), 0};
  }

 private:
  const PackageRequest& package_;
  std::function<PackagedKernel(const Point&)> kernel_at_;
  std::function<std::optional<double>(const PackageRequest&)> time_;
  std::string tag_;
  const std::function<void(const PackageRequest&)>& writer_;
  const MpiToolchain& tools_;
  const std::string& work_;
  const LogSink& log_;
  TuningDb* db_;
  std::optional<TuningKey> key_;
  int packages_written_ = 0;
  std::map<Point, GridFound> timed_;
};

// The key the points of `slot`'s search are recorded under in the tuning database: the
// part's job's, with the rank grid, the mode, the whole subroutine's text (its other
// nests run in every call; the job's key holds its nest's), the launcher and, where the
// kernel has several parts, the others' parameters in `base` (a point's time is the whole
// kernel's). The count of threads a rank is a parameter of the point. Nothing where the
// part has no key.
std::optional<TuningKey> grid_key(const GridSlot& slot, const std::vector<GridSlot>& slots, const PackagedKernel& base,
                                  const ReportMpiTiming& start, const MpiToolchain& tools) {
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
  key.target += ", subroutine " + stencil_hash(ast::to_fortran(*base.sub)) + ", launcher " + tools.mpiexec;
  return key;
}

// The key under which the checks of those points against the original are recorded.
TuningKey checked_key(TuningKey key) {
  key.target += ", checked against the original";
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
    not_run(-1, "the fastest variant timed cannot be remade" + at_rank_threads(start.threads));
    return std::nullopt;
  }
  PackagedKernel fastest = *start_kernel;
  double fastest_seconds = start.seconds;
  std::optional<GridFound> found;
  for (size_t s = 0; s < slots.size(); ++s) {
    const GridSlot& slot = slots[s];
    const int nest = slot.nest ? static_cast<int>(slot.index) : -1;
    ParamSpace space = slot.part->space();
    if (space.dimension("THREADS")) space.fix("THREADS", start.threads);
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
    // Each point is recorded the moment it is timed; the points an earlier run timed on
    // this grid, in this mode, are answered (a run interrupted or repeated).
    const std::optional<TuningKey> key = build.db ? grid_key(slot, slots, base, start, tools) : std::nullopt;
    GridEvaluator evaluator(
        package,
        [&](const Point& p) {
          PackagedKernel at = base;
          set_slot(at, slot, with_fault_hook(slot.part->made_at(p), p));
          return at;
        },
        time_point, "mpi_grid" + std::to_string(s) + "_", build.write_package, tools, work, log, build.db, key);
    std::map<Point, Measurement> known, checked;
    if (key) {
      known = build.db->known(*key);
      checked = build.db->known(checked_key(*key));
    }
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
    SearchOptions so;
    so.engine = Engine::Hill;
    so.max_restarts = 0;
    so.budget_seconds = build.grid_search_seconds;
    so.max_variants = build.grid_search_variants;
    so.start = *from;
    so.known = &known;
    so.log = [&](const std::string& line) { log_line(log, "[stenciltune:mpi] ", line); };
    SearchResult result = search(space, evaluator, so);
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
      const std::string text = parameters_text(e.point);
      // A point an earlier run found wrong is not checked again.
      if (auto c = checked.find(e.point); c != checked.end() && !c->second.valid) {
        summary.rejected.push_back(text + ": " + c->second.reason + " (checked by an earlier run)");
        continue;
      }
      std::optional<GridFound> candidate;
      if (const GridFound* here = evaluator.timed(e.point)) candidate = *here;
      std::string why;
      if (!candidate) {
        // Answered from an earlier run: packaged and timed again, so that it beats a
        // start timed in this run by this run's measure.
        bool generated = true;
        candidate = evaluator.package_point(e.point, why, generated);
        const std::optional<double> seconds = candidate ? time_point(candidate->package) : std::nullopt;
        if (!seconds) {
          summary.rejected.push_back(text + ": " + (candidate ? "its timing under mpiexec failed" : why));
          continue;
        }
        if (*seconds >= fastest_seconds) continue;  // not faster in this run
        candidate->seconds = *seconds;
      }
      // Taken only where its library was checked and matched: where the library cannot
      // be checked here, neither can a point be taken.
      std::vector<ReportLibraryCheck> checks;
      if (build.check_package) checks = build.check_package(candidate->package);
      if (checks.empty()) why = "its library could not be checked against the original here";
      for (const ReportLibraryCheck& c : checks) {
        if (!c.valid) why = c.reason;
      }
      if (key && !checks.empty())
        build.db->record(checked_key(*key), e.point,
                         why.empty() ? Measurement::ok(candidate->seconds) : Measurement::invalid(why));
      if (!why.empty()) {
        summary.rejected.push_back(text + ": " + why);
        continue;
      }
      summary.best = text;
      summary.best_seconds = candidate->seconds;
      fastest = candidate->kernel;
      fastest_seconds = candidate->seconds;
      found = std::move(candidate);
      break;
    }
    searches.push_back(summary);
  }
  return found;
}

}  // namespace st

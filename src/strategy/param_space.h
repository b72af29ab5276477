// A tuning space that knows no target: named dimensions with ordered candidate values,
// and named constraints that prune combinations, each with the reason it gives. The
// CPU and CUDA strategies build one from a table of options; the search engines walk
// it. Enumeration is deterministic: the first dimension varies slowest.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "strategy/log_sink.h"

namespace st {

// One combination of parameter values: name -> value, e.g. {CX: 64, CY: 8, RX: 4}.
using Point = std::map<std::string, long long>;

// A point as the logs, the reports and the variants' comments show it, names in order:
// "CX=64 CY=8 RX=2".
std::string parameters_text(const Point& point);

struct Dimension {
  std::string name;               // CX, THREADS, ...
  std::vector<long long> values;  // candidates, ascending and distinct
  std::string meaning;            // one line for logs and --help
};

// A rule every legal point obeys. `holds` and `explain` read only the dimensions in
// `depends_on` (all of them when it is empty), which lets enumeration prune a whole
// subtree as soon as those are fixed. A rule that is `remembered` is judged once per
// combination of its dimensions' values, its answer kept (by every copy of the space):
// for a costly rule decided at a level under dimensions it does not read, which the walk
// would otherwise judge again for each of their values.
struct Constraint {
  std::string family;  // "block larger than the grid"
  std::vector<std::string> depends_on;
  std::function<bool(const Point&)> holds;
  std::function<std::string(const Point&)> explain;  // "CX=512 > grid extent 256"; may be empty
  bool remembered = false;                           // needs depends_on
};

// How many points one rule pruned, with the first instance as an example.
struct PrunedFamily {
  std::string family;
  long long count = 0;
  std::string example;
};

// The outcome of walking a space. A point that breaks several rules is counted once,
// under the rule that can be decided first: the one whose dimensions are all fixed
// earliest in dimension order, then the one declared first.
struct SpaceTally {
  long long total = 0;  // points in the product of the dimensions
  long long legal = 0;
  std::vector<PrunedFamily> pruned;  // families that pruned something, in declaration order
  bool complete = true;              // false when the visitor stopped the walk early

  long long pruned_total() const;
};

class ParamSpace {
 public:
  // Values are sorted and made distinct. Throws InternalError on a repeated name.
  void add_dimension(Dimension dimension);
  // Throws InternalError when `depends_on` names an unknown dimension.
  void add_constraint(Constraint constraint);
  // Restricts a dimension to one value (--param NAME=VALUE); the value need not be one
  // of the table's candidates, the constraints still judge it. Throws UserError when
  // the space has no such dimension.
  void fix(const std::string& name, long long value);

  const std::vector<Dimension>& dimensions() const { return dimensions_; }
  const Dimension* dimension(const std::string& name) const;
  const std::vector<Constraint>& constraints() const { return constraints_; }

  // The number of points before pruning. Throws InternalError beyond 2^62.
  long long size() const;
  // Every dimension has a value among its candidates and there are no other names.
  bool contains(const Point& point) const;
  // `contains` and every constraint holds.
  bool legal(const Point& point) const;
  // The explanation of every rule `point` breaks, in declaration order ("family: detail").
  std::vector<std::string> violations(const Point& point) const;

  // Calls `visit` on each legal point in order until it returns false; counts what
  // was pruned on the way.
  SpaceTally for_each_legal(const std::function<bool(const Point&)>& visit) const;
  SpaceTally tally() const;
  std::vector<Point> legal_points(std::size_t limit = SIZE_MAX) const;

  // Points one step away in one dimension (down, then up, dimensions in order), legal
  // ones only. A value that is not a candidate steps to the nearest candidate on
  // each side. A step that breaks a rule is repaired where changing one other
  // parameter of that rule to its nearest workable value makes it legal (SMEM=1 from a
  // point without streaming also turns STREAM on), so that a hill climb can cross
  // from one family of variants into another.
  std::vector<Point> neighbours(const Point& point) const;
  // `point` made legal by changing one parameter other than `moved` that a broken rule
  // depends on (the rule broken first, its parameters in order, nearest values first).
  std::optional<Point> repaired(const Point& point, const std::string& moved) const;

  // Position in the product (mixed radix, last dimension fastest: enumeration order)
  // and back. `ordinal_of` returns nullopt for a point the space does not contain.
  Point point_at(long long ordinal) const;
  std::optional<long long> ordinal_of(const Point& point) const;

  // "CX=64 CY=8 THREADS=4", in dimension order.
  std::string format(const Point& point) const;

 private:
  std::vector<Dimension> dimensions_;
  std::vector<Constraint> constraints_;
  std::vector<int> decided_at_;  // per constraint: the dimension index after which it can be judged
};

// Each assignment read (parse_param) and fixed in `space` in order (ParamSpace::fix
// says what it throws for a name the space does not tune).
void fix_params(ParamSpace& space, const std::vector<std::string>& assignments);

// Log lines that say how large the space is and, once per family, what was pruned:
// "pruned 1234 of 5000 points: core block working set exceeds the cache (e.g. ...)".
void log_space(const ParamSpace& space, const SpaceTally& tally, const LogSink& log, const char* prefix);

// Why a space has no legal point, in one sentence that names every pruning rule.
std::string explain_empty(const SpaceTally& tally);

}  // namespace st

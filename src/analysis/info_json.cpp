#include "analysis/info_json.h"

#include "ast/printer.h"

namespace st {

namespace {

using Json = nlohmann::ordered_json;

std::string location(const SourceRange& r) {
  return std::to_string(r.begin.line) + ":" + std::to_string(r.begin.column);
}

Json type_json(ast::ScalarType t) {
  Json j;
  j["base"] = t.base == ast::BaseType::Integer ? "integer" : "real";
  j["kind"] = t.kind;
  return j;
}

}  // namespace

Json to_json(const NestInfo& nest) {
  Json j;
  j["index"] = nest.index;
  j["in_time_loop"] = nest.in_time_loop;
  j["location"] = location(nest.loc);
  j["dims"] = nest.dims;
  j["grid_vars"] = nest.grid_vars;
  j["unit_stride_var"] = nest.grid_vars.empty() ? "" : nest.grid_vars[0];
  Json loops = Json::array();
  for (const LoopInfo& l : nest.loops) {
    Json lj;
    lj["var"] = l.var;
    lj["lower"] = l.lower_form.str();
    lj["upper"] = l.upper_form.str();
    lj["step"] = l.step;
    lj["grid_dim"] = l.grid_dim;
    lj["location"] = location(l.loc);
    loops.push_back(lj);
  }
  j["loops"] = loops;
  Json arrays = Json::array();
  for (const ArrayInfo& a : nest.arrays) {
    Json aj;
    aj["name"] = a.name;
    aj["type"] = type_json(a.type);
    aj["rank"] = a.rank;
    Json bounds = Json::array();
    for (const ast::DimBound& b : a.bounds) {
      bounds.push_back(Json::array({b.lower ? ast::to_fortran(b.lower) : "1", ast::to_fortran(b.upper)}));
    }
    aj["bounds"] = bounds;
    aj["intent"] = ast::intent_name(a.intent);
    aj["role"] = role_name(a.role);
    aj["grid_dims"] = a.grid_dims;
    arrays.push_back(aj);
  }
  j["arrays"] = arrays;
  Json accesses = Json::array();
  for (const Access& a : nest.accesses) {
    Json aj;
    aj["array"] = a.array;
    aj["mode"] = a.is_write ? "write" : "read";
    aj["offsets"] = a.offsets;
    if (!a.constant_indices.empty()) {
      Json c = Json::array();
      // A number, or the Fortran text of a form of the dummies ("nx-1").
      for (const auto& [dim, value] : a.constant_indices)
        c.push_back(Json::array({dim + 1, value.is_constant() ? Json(value.constant) : Json(value.str())}));
      aj["constant_indices"] = c;
    }
    aj["location"] = location(a.loc);
    accesses.push_back(aj);
  }
  j["accesses"] = accesses;
  j["points_read"] = std::count_if(nest.accesses.begin(), nest.accesses.end(), [&](const Access& a) {
    const ArrayInfo* info = nest.array(a.array);
    return !a.is_write && info && info->role != ArrayRole::Coefficient;
  });
  j["radius"] = nest.radius;
  j["scalars"] = nest.scalars;
  j["temporaries"] = nest.temporaries;
  Json reductions = Json::array();
  for (const ReductionInfo& r : nest.reductions) {
    Json one;
    one["variable"] = r.var;
    one["operator"] = reduction_op_name(r.op);
    one["type"] = ast::type_name(r.type);
    one["initial"] = r.initial ? Json(ast::to_fortran(r.initial)) : Json(nullptr);
    one["stored_into"] = r.stored_into.empty() ? Json(nullptr) : Json(r.stored_into);
    one["compulsory_bytes_per_point"] = 0;
    reductions.push_back(one);
  }
  j["reductions"] = reductions;
  Json flops;
  flops["add"] = nest.flops.add;
  flops["mul"] = nest.flops.mul;
  flops["div"] = nest.flops.div;
  Json intrinsics = Json::object();
  for (const auto& [name, count] : nest.flops.intrinsics) intrinsics[name] = count;
  flops["intrinsics"] = intrinsics;
  flops["total"] = nest.flops.total();
  j["flops_per_point"] = flops;
  Json bytes;
  bytes["element"] = nest.element_bytes;
  bytes["compulsory"] = nest.compulsory_bytes;
  bytes["naive"] = nest.naive_bytes;
  j["bytes_per_point"] = bytes;
  if (nest.compulsory_bytes > 0) {
    j["arithmetic_intensity"] = {
        {"compulsory", static_cast<double>(nest.flops.total()) / static_cast<double>(nest.compulsory_bytes)},
        {"naive", static_cast<double>(nest.flops.total()) / static_cast<double>(nest.naive_bytes)}};
  }
  Json legal;
  legal["legal"] = nest.legality.legal;
  legal["out_of_place"] = nest.legality.out_of_place;
  legal["unit_stride_innermost"] = nest.legality.unit_stride_innermost;
  legal["unit_steps"] = nest.legality.unit_steps;
  legal["notes"] = nest.legality.notes;
  j["legality"] = legal;
  if (!nest.runtime_bounds.empty()) {
    Json checks = Json::array();
    for (const RuntimeBound& b : nest.runtime_bounds) {
      Json c;
      c["condition"] = b.margin.str() + " >= 0";
      c["message"] = b.message;
      c["location"] = location(b.loc);
      checks.push_back(c);
    }
    j["runtime_bounds"] = checks;
  }
  return j;
}

Json to_json(const StencilInfo& info) {
  Json j;
  j["subroutine"] = info.subroutine;
  j["bare_nest"] = info.bare_nest;
  Json nests = Json::array();
  for (const NestInfo& n : info.nests) nests.push_back(to_json(n));
  j["nests"] = nests;
  if (info.time_loop) {
    const TimeLoopInfo& t = *info.time_loop;
    j["time_loop"] = {{"var", t.var},
                      {"lower", t.lower_form.str()},
                      {"upper", t.upper_form.str()},
                      {"counts_down", t.counts_down},
                      {"line", t.loc.begin.line},
                      {"first_nest", t.first_nest + 1},
                      {"last_nest", t.end_nest}};
  }
  if (!info.definitions.empty()) {
    Json definitions = Json::array();
    for (const ScalarDefinition& d : info.definitions) {
      definitions.push_back({{"local", d.name}, {"value", ast::to_fortran(d.value)}, {"line", d.loc.begin.line}});
    }
    j["definitions"] = definitions;
  }
  return j;
}

}  // namespace st

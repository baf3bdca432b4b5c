/* Muster's table link: a mech's paper doll and heat gauge, drawn as SVG from the page's JSON ("mech" of a unit).
   Every text goes in with textContent; colours come from this file, never from the data. */
"use strict";
(function () {
  const NS = "http://www.w3.org/2000/svg";
  // Okabe–Ito, as the desktop's damage diagram (src/muster/gui/systems/mech/diagram.py)
  const FILL = { intact: "#56B4E9", armor: "#F0E442", internal: "#E69F00", destroyed: "#303030" };
  const ARMOR_BAR = "#0072B2", STRUCTURE_BAR = "#D55E00";
  const HEAT = "#E69F00", HOT = "#D55E00", TUBE = "#262c33", INK = "#111417", LINE = "#a0a7ae";

  // one region per location on a 150 x 210 body (the mech's left on the viewer's left, as on its record sheet);
  // the three rear torsos in a row under the legs
  const mirror = (pts) => pts.map(([x, y]) => [150 - x, y]);
  const LEFT_ARM = [[4, 40], [14, 34], [29, 36], [29, 88], [21, 100], [7, 100], [2, 90]];
  const LEFT_TORSO = [[31, 33], [59, 33], [59, 94], [38, 94], [31, 72]];
  const LEFT_LEG = [[33, 106], [66, 106], [64, 150], [68, 166], [28, 166], [36, 150]];
  const SHAPES = {
    head: [[60, 2], [90, 2], [95, 10], [95, 30], [55, 30], [55, 10]],
    left_arm: LEFT_ARM, right_arm: mirror(LEFT_ARM),
    left_torso: LEFT_TORSO, right_torso: mirror(LEFT_TORSO),
    center_torso: [[61, 33], [89, 33], [89, 100], [75, 104], [61, 100]],
    left_leg: LEFT_LEG, right_leg: mirror(LEFT_LEG),
    left_torso_rear: [[3, 172], [48, 172], [48, 214], [3, 214]],
    center_torso_rear: [[52, 172], [98, 172], [98, 214], [52, 214]],
    right_torso_rear: [[102, 172], [147, 172], [147, 214], [102, 214]],
  };
  // the short names the record sheet writes (the contract's "code"), English and Russian, for a location that
  // does not say its key (resources/i18n/muster_ru.ts, context MechSheet)
  const CODES = {
    HD: "head", CT: "center_torso", LT: "left_torso", RT: "right_torso", LA: "left_arm", RA: "right_arm",
    LL: "left_leg", RL: "right_leg", CTR: "center_torso_rear", LTR: "left_torso_rear", RTR: "right_torso_rear",
    "Г": "head", "ЦТ": "center_torso", "ЛТ": "left_torso", "ПТ": "right_torso", "ЛР": "left_arm", "ПР": "right_arm",
    "ЛН": "left_leg", "ПН": "right_leg", "ЦТт": "center_torso_rear", "ЛТт": "left_torso_rear",
    "ПТт": "right_torso_rear",
  };

  function el(name, attrs, text) {
    const node = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  const num = (v) => (Number.isFinite(Number(v)) ? Number(v) : 0);

  function keyOf(loc, used) {
    const code = String(loc.code || "").trim();
    const candidates = [loc.key, CODES[code], CODES[code.toUpperCase()]];
    return candidates.find((k) => k && SHAPES[k] && !used.has(k)) || null;
  }

  function stateOf(loc) {
    if (loc.destroyed) return "destroyed";
    if (num(loc.structure) < num(loc.structure_max)) return "internal";
    if (num(loc.armor) < num(loc.armor_max)) return "armor";
    return "intact";
  }

  function bounds(pts) {
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs),
             h: Math.max(...ys) - Math.min(...ys) };
  }

  function describe(loc, text) {
    const parts = [loc.name || loc.code || ""];
    const a = text.armor || "A", s = text.structure || "S";
    parts.push(`${a} ${num(loc.armor)}/${num(loc.armor_max)}`);
    if (num(loc.structure_max) > 0) parts.push(`${s} ${num(loc.structure)}/${num(loc.structure_max)}`);
    if (loc.destroyed && text.destroyed) parts.push(text.destroyed);
    return parts.join(" · ");
  }

  function bar(g, x, y, w, left, max, colour) {
    if (max <= 0) return;
    g.appendChild(el("rect", { x, y, width: w, height: 3.2, fill: INK, opacity: 0.55 }));
    const share = Math.max(0, Math.min(1, left / max));
    if (share > 0) g.appendChild(el("rect", { x, y, width: w * share, height: 3.2, fill: colour }));
  }

  function cross(g, b) {
    const m = 4;
    for (const [x1, y1, x2, y2] of [[b.x + m, b.y + m, b.x + b.w - m, b.y + b.h - m],
                                    [b.x + b.w - m, b.y + m, b.x + m, b.y + b.h - m]]) {
      g.appendChild(el("line", { x1, y1, x2, y2, stroke: HOT, "stroke-width": 2.5, "stroke-linecap": "round",
                                 opacity: 0.9 }));
    }
  }

  function region(svg, pts, loc, text) {
    const state = stateOf(loc);
    const destroyed = state === "destroyed";
    const g = el("g", { class: `loc ${state}`, "data-code": loc.code || "" });
    g.appendChild(el("title", {}, describe(loc, text)));
    g.appendChild(el("polygon", { points: pts.map((p) => p.join(",")).join(" "), fill: FILL[state],
                                  stroke: INK, "stroke-width": 1.6, "stroke-linejoin": "round" }));
    const b = bounds(pts);
    const cx = b.x + b.w / 2;
    const ink = destroyed ? "#f1f1f1" : INK;
    const low = b.h < 40;  // the head: one line, the armour beside the code
    if (destroyed) cross(g, b);  // struck through, the code still readable over it
    const codeY = low ? b.y + b.h * 0.55 : b.y + Math.min(b.h * 0.36, 24);
    const code = el("text", { x: cx, y: codeY, "text-anchor": "middle", "font-size": 13, "font-weight": "bold",
                              fill: ink, class: "code" }, loc.code || "");
    g.appendChild(code);
    if (!destroyed) {
      const armour = String(num(loc.armor));
      if (low) {
        code.setAttribute("x", String(cx - 5));
        g.appendChild(el("text", { x: cx + 13, y: codeY, "text-anchor": "middle", "font-size": 12, fill: ink,
                                   class: "armor" }, armour));
      } else {
        g.appendChild(el("text", { x: cx, y: codeY + 13, "text-anchor": "middle", "font-size": 12, fill: ink,
                                   class: "armor" }, armour));
      }
      const bw = Math.min(b.w - 8, 24), bx = cx - bw / 2, by = b.y + b.h - (low ? 8 : 12);
      bar(g, bx, by, bw, num(loc.armor), num(loc.armor_max), ARMOR_BAR);
      bar(g, bx, by + 4.2, bw, num(loc.structure), num(loc.structure_max), STRUCTURE_BAR);
    }
    svg.appendChild(g);
  }

  /* The paper doll: an SVG with one region per location (a design's unknown location goes in a row below). */
  function doll(mech, text, label) {
    const locations = Array.isArray(mech.locations) ? mech.locations : [];
    const used = new Set();
    const placed = [], extra = [];
    for (const loc of locations) {
      const key = keyOf(loc, used);
      if (key) { used.add(key); placed.push([key, loc]); } else { extra.push(loc); }
    }
    const rows = Math.ceil(extra.length / 3);
    const height = 216 + rows * 46;
    const svg = el("svg", { viewBox: `0 0 150 ${height}`, role: "img", class: "doll-svg" });
    svg.appendChild(el("title", {}, label || ""));
    for (const [key, loc] of placed) region(svg, SHAPES[key], loc, text);
    extra.forEach((loc, n) => {
      const x = 3 + (n % 3) * 49.5, y = 218 + Math.floor(n / 3) * 46;
      region(svg, [[x, y], [x + 45, y], [x + 45, y + 42], [x, y + 42]], loc, text);
    });
    return svg;
  }

  let patterns = 0;
  /* The heat gauge: a bar from 0 to the top of the scale, filled to the heat, the shutdown mark across it and
     hatched above. */
  function heat(mech, text, label) {
    const max = Math.max(1, num(mech.heat_max)), value = Math.max(0, num(mech.heat));
    const shutdown = mech.shutdown_at === null || mech.shutdown_at === undefined ? null : num(mech.shutdown_at);
    const top = 30, bottom = 210, x = 26, w = 18;
    const yOf = (v) => bottom - (bottom - top) * Math.max(0, Math.min(1, v / max));
    const svg = el("svg", { viewBox: "0 0 62 216", role: "img", class: "heat-svg" });
    const said = [label, `${value}/${max}`];
    if (shutdown !== null && text.shutdown) said.push(`${text.shutdown} ${shutdown}`);
    svg.appendChild(el("title", {}, said.filter(Boolean).join(" · ")));
    const hot = shutdown !== null && value >= shutdown;
    svg.appendChild(el("text", { x: 33, y: 21, "text-anchor": "middle", "font-size": 22, "font-weight": "bold",
                                 fill: hot ? HOT : "#f1f1f1", class: "heat-value" }, String(value)));
    svg.appendChild(el("rect", { x, y: top, width: w, height: bottom - top, rx: 3, fill: TUBE, stroke: LINE,
                                 "stroke-width": 1 }));
    if (shutdown !== null && shutdown <= max) {
      const id = `hatch${++patterns}`;
      const pattern = el("pattern", { id, width: 6, height: 6, patternUnits: "userSpaceOnUse",
                                      patternTransform: "rotate(45)" });
      pattern.appendChild(el("rect", { width: 3, height: 6, fill: HOT, opacity: 0.55 }));
      svg.appendChild(el("defs")).appendChild(pattern);
      svg.appendChild(el("rect", { x, y: top, width: w, height: yOf(shutdown) - top, fill: `url(#${id})` }));
    }
    if (value > 0) {
      svg.appendChild(el("rect", { x: x + 3, y: yOf(value), width: w - 6, height: bottom - yOf(value),
                                   fill: hot ? HOT : HEAT, class: "heat-fill" }));
    }
    const tick = (v, colour, bold) => {
      svg.appendChild(el("text", { x: x - 3, y: yOf(v) + 4, "text-anchor": "end", "font-size": 12, fill: colour,
                                   "font-weight": bold ? "bold" : "normal" }, String(v)));
    };
    tick(0, LINE, false);
    tick(max, LINE, false);
    if (shutdown !== null && shutdown <= max) {
      const y = yOf(shutdown);
      svg.appendChild(el("line", { x1: x - 2, y1: y, x2: x + w + 4, y2: y, stroke: HOT, "stroke-width": 3,
                                   class: "shutdown-mark" }));
      if (Math.abs(y - yOf(max)) > 10 && Math.abs(y - yOf(0)) > 10) tick(shutdown, HOT, true);
    }
    return svg;
  }

  window.MusterMech = { doll, heat, stateOf };
})();

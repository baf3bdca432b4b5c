/* Muster's table link: one page for the table and for every side. It fetches state.json, then follows the
   events stream (Server-Sent Events) and draws only what the JSON holds. Every text from the data goes into the
   page with textContent, never as markup. */
"use strict";
(function () {
  const STALE_MS = 30000;  // after a sleep: no event for this long and the stream is opened again
  const RETRY_MIN_MS = 1000, RETRY_MAX_MS = 15000;
  let shown = null;         // the state on the page
  let stream = null;
  let lastHeard = 0;        // when the stream last said anything (an event, a ping)
  let retryMs = RETRY_MIN_MS;
  let retryTimer = 0;
  let down = false;

  const $ = (id) => document.getElementById(id);
  const str = (v) => (v === null || v === undefined ? "" : String(v));
  const list = (v) => (Array.isArray(v) ? v : []);

  function node(tag, cls, text) {
    const n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text !== undefined && text !== null) n.textContent = str(text);
    return n;
  }

  function colour(v) {
    return /^#[0-9a-fA-F]{3,8}$/.test(str(v)) ? str(v) : "";
  }

  // ---- the banner ------------------------------------------------------------------------------------------
  function setDown(isDown) {
    down = isDown;
    const banner = $("banner");
    banner.textContent = str(shown && shown.text && shown.text.reconnecting) || "…";
    banner.hidden = !isDown;
    document.body.classList.toggle("offline", isDown);
  }

  // ---- drawing ---------------------------------------------------------------------------------------------
  function fields(unit) {
    const rows = list(unit.fields).filter((f) => Array.isArray(f) && f.length >= 2);
    if (!rows.length) return null;
    const dl = node("dl", "fields");
    for (const [label, value] of rows) {
      dl.appendChild(node("dt", "", label));
      dl.appendChild(node("dd", "", value));
    }
    return dl;
  }

  function pips(unit) {
    if (!Array.isArray(unit.pips) || !unit.pips.length) return null;
    const ul = node("ul", "pips");
    for (const p of unit.pips) {
      const max = Math.max(0, Math.min(200, Number(p.max) || 0));
      const left = Math.max(0, Math.min(max, Number(p.left) || 0));
      const li = node("li", left === 0 ? "down" : "");
      li.appendChild(node("span", "who", p.label));
      const dots = node("span", "dots");
      dots.setAttribute("aria-hidden", "true");
      for (let i = 0; i < max; i++) dots.appendChild(node("span", i < left ? "pip" : "pip lost"));
      li.appendChild(dots);
      li.appendChild(node("span", "count", `${left}/${max}`));
      ul.appendChild(li);
    }
    return ul;
  }

  function mech(unit, text) {
    if (!unit.mech || typeof unit.mech !== "object" || !window.MusterMech) return null;
    const box = node("div", "mech");
    const doll = node("div", "doll");
    doll.appendChild(window.MusterMech.doll(unit.mech, text, unit.name));
    const heat = node("div", "heat");
    if (str(text.heat)) heat.appendChild(node("p", "caption", text.heat));
    heat.appendChild(window.MusterMech.heat(unit.mech, text, str(text.heat)));
    box.append(doll, heat);
    return box;
  }

  function unitCard(unit, battle, text) {
    const acting = unit.acting === true || (battle.acting && str(battle.acting) === str(unit.name));
    const card = node("article", "unit");
    card.dataset.unit = str(unit.id);
    if (unit.out) card.classList.add("out");
    if (acting) card.classList.add("acting");
    card.appendChild(node("h4", "name", unit.name));
    if (str(unit.status)) card.appendChild(node("p", "status", unit.status));
    for (const part of [fields(unit), pips(unit), mech(unit, text)]) if (part) card.appendChild(part);
    return card;
  }

  function sideBlock(side, battle, text) {
    const block = node("section", "side");
    const c = colour(side.colour);
    if (c) block.style.setProperty("--side", c);
    if (side.own) block.classList.add("own");
    const units = list(side.units);
    if (units.some((u) => u && u.mech)) block.classList.add("has-mech");
    const h = node("h3", "", side.name);
    if (side.own && str(text.own)) h.appendChild(node("span", "badge", text.own));
    block.appendChild(h);
    const grid = node("div", "units");
    for (const unit of units) grid.appendChild(unitCard(unit, battle, text));
    block.appendChild(grid);
    return block;
  }

  function battleBlock(battle, text) {
    const block = node("section", "battle");
    block.dataset.battle = str(battle.id);
    block.dataset.system = str(battle.system);
    block.id = `battle-${str(battle.id).replace(/[^0-9A-Za-z_-]/g, "")}`;
    block.appendChild(node("h2", "", battle.name));
    const when = [battle.round_label, battle.phase, battle.system_label].map(str).filter(Boolean).join(" · ");
    if (when) block.appendChild(node("p", "when", when));
    if (str(battle.acting)) block.appendChild(node("p", "acting-now", `\u25B6 ${str(battle.acting)}`));
    const distances = list(battle.distances).map(str).filter(Boolean);
    if (distances.length) {
      const ul = node("ul", "distances");
      for (const d of distances) ul.appendChild(node("li", "", d));
      block.appendChild(ul);
    }
    // the page's own side first, then the others in the order given
    const sides = list(battle.sides);
    for (const side of [...sides.filter((s) => s.own), ...sides.filter((s) => !s.own)]) {
      block.appendChild(sideBlock(side, battle, text));
    }
    return block;
  }

  function logBlock(lines, text) {
    const aside = node("section", "log");
    aside.appendChild(node("h2", "", text.log));
    const ol = node("ol");
    for (const line of [...lines].reverse()) ol.appendChild(node("li", "", line));  // newest on top
    aside.appendChild(ol);
    return aside;
  }

  function jumpList(battles) {
    // a phone's page is long: the battles' names at the top, each a link to its battle
    const nav = node("nav", "jump");
    for (const battle of battles) {
      const a = node("a", "", battle.name);
      a.href = `#battle-${str(battle.id).replace(/[^0-9A-Za-z_-]/g, "")}`;
      nav.appendChild(a);
    }
    return nav;
  }

  function render(state) {
    shown = state;
    const text = state.text && typeof state.text === "object" ? state.text : {};
    if (str(state.lang)) document.documentElement.lang = str(state.lang);
    document.title = str(text.title) || str(state.campaign) || "Muster";
    $("title").textContent = str(text.title);
    const campaign = str(state.campaign);
    $("campaign").textContent = campaign && !str(text.title).includes(campaign) ? campaign : "";
    const content = $("content");
    const parts = [];
    if (state.closed) {
      parts.push(node("p", "message", text.closed));
    } else {
      const battles = list(state.battles);
      const lines = list(state.log).map(str).filter(Boolean);
      const board = node("div", lines.length ? "board with-log" : "board");
      if (battles.length > 1) parts.push(jumpList(battles));
      const column = node("div", "battles");
      if (!battles.length) column.appendChild(node("p", "message", text.no_battle));
      for (const battle of battles) column.appendChild(battleBlock(battle, text));
      board.appendChild(column);
      if (lines.length) board.appendChild(logBlock(lines, text));
      parts.push(board);
    }
    content.replaceChildren(...parts);
    const time = new Date().toLocaleTimeString(str(state.lang) || undefined, { hour: "2-digit", minute: "2-digit",
                                                                                second: "2-digit" });
    const updated = str(text.updated);
    $("updated").textContent = updated.includes("%1") ? updated.replace("%1", time) : `${updated} ${time}`.trim();
    document.body.dataset.seq = str(state.seq);
    if (down) setDown(true);  // the banner's text in the language just received
  }

  function accept(state, fromStream) {
    if (!state || typeof state !== "object" || state.v !== 1) return;
    // a fetched state never replaces a newer one the stream brought meanwhile
    if (!fromStream && shown && Number(shown.seq) > Number(state.seq)) return;
    render(state);
  }

  // ---- following the server --------------------------------------------------------------------------------
  async function fetchState() {
    try {
      const answer = await fetch("state.json", { cache: "no-store", credentials: "omit" });
      if (answer.ok) accept(await answer.json(), false);
    } catch (e) {
      setDown(true);
    }
  }

  function scheduleRetry() {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = 0;
      connect();
    }, retryMs);
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  }

  function connect() {
    if (stream) stream.close();
    if (retryTimer) { clearTimeout(retryTimer); retryTimer = 0; }
    lastHeard = Date.now();
    const es = new EventSource("events");
    stream = es;
    es.addEventListener("open", () => {
      if (stream !== es) return;
      lastHeard = Date.now();
      retryMs = RETRY_MIN_MS;
      setDown(false);
    });
    es.addEventListener("state", (event) => {
      if (stream !== es) return;
      lastHeard = Date.now();
      setDown(false);
      try { accept(JSON.parse(event.data), true); } catch (e) { /* a broken message: the next one will do */ }
    });
    es.addEventListener("ping", () => { if (stream === es) lastHeard = Date.now(); });
    es.addEventListener("error", () => {
      if (stream !== es) return;
      setDown(true);
      // the browser tries again by itself while the stream is CONNECTING; once it gave up (CLOSED), we do
      if (es.readyState === EventSource.CLOSED) scheduleRetry();
    });
  }

  function reconnect() {
    connect();
    fetchState();
  }

  function wake() {
    // after the phone slept (or the network came back) a stream can look open and be dead: start again
    if (document.visibilityState !== "visible") return;
    if (!stream || stream.readyState === EventSource.CLOSED || Date.now() - lastHeard > STALE_MS) reconnect();
  }

  document.addEventListener("visibilitychange", wake);
  window.addEventListener("online", reconnect);  // the network is back: whatever the stream looks like
  window.addEventListener("pageshow", (event) => { if (event.persisted) reconnect(); });
  window.addEventListener("offline", () => setDown(true));

  window.MusterPage = { state: () => shown, reconnect };  // to look at from the browser's console
  fetchState();
  connect();
})();

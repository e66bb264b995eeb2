/* hfcompat dashboard, part 1 of 3 (core.js, views.js, route.js; the builder inlines them in this
 * order as one script): the page's data, the state in the URL, sortable tables, the case table's
 * search, filter and column chooser, the grid's filters. What the other parts use is on window.hfc.
 *
 * The page's data is the JSON block #hfc-data (escaped for a script context by the builder).
 * Record strings reach the DOM through textContent only: never innerHTML, never attributes that
 * run code; links get relative hrefs the builder wrote or https links it checked. The page works
 * from file:// with no network and under a CSP that allows this script by its hash alone.
 *
 * State lives in the URL's fragment as key=value pairs joined by "&" (values URI-encoded):
 *   case=<case id>  op=<aten op>  compare=<run A>..<run B>
 *   q, f, sort (col:asc|desc), hide (columns "2.5")  the case table's search, filter, sort, hidden columns
 *   gq, gf, gb                                       the grid's search, row filter, backend
 * A plain anchor (#cases) is left alone.
 */
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("hfc-data").textContent);
  const byId = new Map(data.cases.map((c, i) => [c.case_id, { ...c, i }]));
  const opsByName = new Map(data.ops.map((o) => [o.op, o]));
  const failuresByKey = new Map(data.failures.map((f) => [f.key, f]));
  const runsById = new Map(data.runs.map((r) => [r.run_id, r]));
  const JUDGED = new Set(data.judged), WORKS = new Set(data.works);
  const $ = (id) => document.getElementById(id);

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }
  function link(text, href, cls) {
    const a = el("a", text, cls);
    a.setAttribute("href", href);
    return a;
  }
  const caseHref = (id) => "#case=" + encodeURIComponent(id);
  const opHref = (op) => "#op=" + encodeURIComponent(op);

  // ---- state in the URL fragment
  const state = new Map(); // mutated in place: every part holds this one map
  function parseHash() {
    const out = new Map();
    const hash = location.hash.slice(1);
    if (!hash.includes("=")) return null; // a plain anchor: not state
    for (const part of hash.split("&")) {
      const at = part.indexOf("=");
      if (at < 1) continue;
      let value = part.slice(at + 1);
      try { value = decodeURIComponent(value); } catch (e) { /* a hand-typed, malformed value: use it as is */ }
      out.set(part.slice(0, at), value);
    }
    return out;
  }
  function writeState() {
    const parts = [];
    for (const [k, v] of state) if (v !== "" && v !== null && v !== undefined) parts.push(`${k}=${encodeURIComponent(v)}`);
    const hash = parts.length ? "#" + parts.join("&") : "";
    // Some file:// pages refuse history changes, which only costs the URL.
    try { history.replaceState(null, "", location.pathname + location.search + hash); } catch (e) { /* keep it */ }
  }
  function setState(key, value) {
    if (value === "" || value === null || value === undefined) state.delete(key); else state.set(key, String(value));
    writeState();
  }

  const routeError = $("route-error");
  function showError(message) {
    routeError.textContent = message;
    routeError.hidden = false;
  }

  // ---- sortable tables: click a header; numbers sort as numbers, blanks (and n/a) last either way
  function sortKey(cell) {
    return cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent.trim();
  }
  function sortTable(table, col, ascending) {
    const th = table.tHead.rows[0].cells[col];
    for (const other of table.tHead.rows[0].cells) other.removeAttribute("aria-sort");
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    const body = table.tBodies[0];
    const rows = Array.from(body.rows);
    const keys = rows.map((r) => sortKey(r.cells[col]));
    const numeric = keys.every((k) => k === "" || k === "-" || !Number.isNaN(Number(k)));
    const order = rows.map((_, i) => i);
    order.sort((a, b) => {
      const x = keys[a], y = keys[b];
      const blankX = x === "" || x === "-", blankY = y === "" || y === "-";
      if (blankX !== blankY) return blankX ? 1 : -1;
      const c = numeric ? Number(x) - Number(y) : x.localeCompare(y);
      return (ascending ? c : -c) || a - b;
    });
    const frag = document.createDocumentFragment();
    for (const i of order) frag.appendChild(rows[i]);
    body.appendChild(frag);
  }
  for (const table of document.querySelectorAll("table.sortable")) {
    Array.from(table.tHead.rows[0].cells).forEach((th, col) => {
      const button = th.querySelector("button.sort");
      if (!button) return;
      button.addEventListener("click", () => {
        const ascending = th.getAttribute("aria-sort") !== "ascending";
        sortTable(table, col, ascending);
        if (table.id === "case-table") setState("sort", `${col + 1}:${ascending ? "asc" : "desc"}`);
      });
    });
  }

  // ---- the case table: search (every word in the row or its record's error), filter, columns
  const caseTable = $("case-table");
  const search = $("case-search"), filter = $("case-filter"), count = $("case-count");
  const rows = caseTable ? Array.from(caseTable.tBodies[0].rows) : [];
  const haystack = rows.map((row) => {
    const c = data.cases[Number(row.dataset.i)];
    const r = c.record;
    return [row.textContent, c.case_id, r.error || "", r.error_type || "", (r.fallback_ops || []).join(" ")]
      .join(" ").toLowerCase();
  });
  function keep(row, choice) {
    if (!choice) return true;
    if (choice === "changed") return row.dataset.change !== "";
    const [kind, value] = choice.split(":");
    return kind === "status" ? row.dataset.status === value : row.dataset.group === value;
  }
  function applyFilter() {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    rows.forEach((row, i) => {
      const ok = keep(row, filter.value) && words.every((w) => haystack[i].includes(w));
      row.hidden = !ok;
      if (ok) shown += 1;
    });
    count.textContent = `${shown} of ${rows.length} cases`;
  }
  const columnBoxes = Array.from(document.querySelectorAll("#column-chooser input[data-col]"));
  function applyColumns(hidden) {
    for (const box of columnBoxes) {
      const col = box.dataset.col;
      box.checked = !hidden.includes(col);
      caseTable.classList.toggle(`hide-${col}`, !box.checked);
    }
  }
  if (search) {
    search.addEventListener("input", () => { applyFilter(); setState("q", search.value); });
    filter.addEventListener("change", () => { applyFilter(); setState("f", filter.value); });
    for (const box of columnBoxes) {
      box.addEventListener("change", () => {
        const hidden = columnBoxes.filter((b) => !b.checked).map((b) => b.dataset.col);
        applyColumns(hidden);
        setState("hide", hidden.join("."));
      });
    }
  }

  // ---- the grid: search by model, rows by verdict, columns by backend
  const grid = $("grid-table");
  const gridSearch = $("grid-search"), gridFilter = $("grid-filter"), gridBackend = $("grid-backend");
  function applyGrid() {
    if (!grid) return;
    const words = gridSearch.value.toLowerCase().split(/\s+/).filter(Boolean);
    const backend = gridBackend.value;
    let shown = 0;
    const gridRows = Array.from(grid.tBodies[0].rows);
    for (const row of gridRows) {
      const name = row.cells[0].textContent.toLowerCase();
      const ok = (!gridFilter.value || row.dataset.group === gridFilter.value) && words.every((w) => name.includes(w));
      row.hidden = !ok;
      if (ok) shown += 1;
    }
    for (const cell of grid.querySelectorAll("[data-backend]")) cell.hidden = Boolean(backend) && cell.dataset.backend !== backend;
    $("grid-count").textContent = `${shown} of ${gridRows.length} models`;
  }
  if (grid) {
    gridSearch.addEventListener("input", () => { applyGrid(); setState("gq", gridSearch.value); });
    gridFilter.addEventListener("change", () => { applyGrid(); setState("gf", gridFilter.value); });
    gridBackend.addEventListener("change", () => { applyGrid(); setState("gb", gridBackend.value); });
  }

  window.hfc = {
    data, byId, opsByName, failuresByKey, runsById, JUDGED, WORKS, $, el, link, caseHref, opHref,
    state, parseHash, writeState, setState, routeError, showError, sortTable,
    caseTable, search, filter, rows, applyFilter, applyColumns, grid, gridSearch, gridFilter, gridBackend, applyGrid,
  };
})();

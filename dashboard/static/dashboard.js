/* hfcompat dashboard: sortable tables, the case filter, the case detail view.
 *
 * The page's data is the JSON block #hfc-data (escaped for a script context by the builder).
 * Record strings reach the DOM through textContent only: never innerHTML, never attributes that
 * run code. The page works from file:// with no network and under a CSP that allows this script
 * by its hash alone.
 */
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("hfc-data").textContent);
  const byId = new Map(data.cases.map((c, i) => [c.case_id, { ...c, i }]));

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  // ---- sortable tables: click a header; numbers sort as numbers, blanks last
  function sortKey(cell) {
    return cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent.trim();
  }
  function sortTable(table, col, th) {
    const ascending = th.getAttribute("aria-sort") !== "ascending";
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
      if (button) button.addEventListener("click", () => sortTable(table, col, th));
    });
  }

  // ---- the case table's filter: every search word must appear in the row or its record's error
  const caseTable = document.getElementById("case-table");
  const search = document.getElementById("case-search");
  const filter = document.getElementById("case-filter");
  const count = document.getElementById("case-count");
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
  if (search) {
    search.addEventListener("input", applyFilter);
    filter.addEventListener("change", applyFilter);
  }

  // ---- the case detail view, opened by #case=<case id>
  const detail = document.getElementById("case-detail");

  function fields(pairs) {
    const dl = el("dl");
    for (const [name, value] of pairs) {
      if (value === undefined || value === null || value === "") continue;
      dl.append(el("dt", name));
      const dd = el("dd");
      if (value instanceof Node) dd.append(value); else dd.textContent = String(value);
      dl.append(dd);
    }
    return dl;
  }
  function table(headers, body) {
    const t = el("table");
    const head = t.createTHead().insertRow();
    for (const h of headers) head.append(el("th", h));
    const tb = t.createTBody();
    for (const cells of body) {
      const tr = tb.insertRow();
      for (const v of cells) tr.append(el("td", v === null || v === undefined ? "" : v));
    }
    return t;
  }
  function num(v) {
    return typeof v === "number" ? Number(v.toPrecision(4)).toString() : v;
  }

  function showCase(id) {
    const c = byId.get(id);
    detail.replaceChildren();
    for (const row of rows) row.classList.remove("selected");
    if (!c) { detail.hidden = true; return; }
    const r = c.record;
    const close = el("button", "close", "close");
    close.type = "button";
    close.addEventListener("click", closeCase);
    detail.append(close, el("h3", r.spec, "detail-spec"));
    const verdict = el("p");
    verdict.append(el("span", r.status, `status st-${r.status}`), ` ${data.meanings[r.status] || "unknown status"}`);
    if (c.change) verdict.append(el("span", `  (was ${c.change.before} in the previous run)`, `change ch-${c.change.kind}`));
    detail.append(verdict);
    detail.append(el("h4", "Reproduce"), el("pre", c.command, "detail-command"));
    const culprit = r.culprit_op ? `${r.culprit_op} in ${r.culprit_phase || "?"} (named by: ${r.culprit_source || "?"})` : null;
    const err = r.error ? `${r.error_type ? r.error_type + ": " : ""}${r.error}` : null;
    detail.append(fields([
      ["case id", c.case_id],
      ["backend · mode · dtype", `${r.backend} · ${r.mode} · ${r.dtype}`],
      ["device", r.device],
      ["model", [r.model_class, r.model_type, r.task].filter(Boolean).join(" · ")],
      ["parameters", typeof r.n_params === "number" ? r.n_params.toLocaleString("en") : r.n_params],
      ["source · size · weights", [r.source, r.size, r.weights].filter(Boolean).join(" · ")],
      ["stopped in phase", r.phase],
      ["culprit", culprit],
      ["error", err && el("span", err, "detail-error")],
      ["fallback ops", (r.fallback_ops || []).length ? el("code", r.fallback_ops.join(", "), "detail-fallback") : "none"],
      ["repro", r.repro ? `${r.repro} (in ${data.run_path})` : "none recorded"],
      ["log", c.log ? `${c.log} (in ${data.run_path})` : null],
      ["started · worker · attempt", [r.started_at, r.worker, r.attempt].filter((v) => v !== null && v !== undefined).join(" · ")],
      ["run", r.run_id],
    ]));
    const cmp = r.compare && typeof r.compare === "object" ? r.compare : null;
    if (cmp) {
      const groups = Object.keys(cmp).filter((g) => cmp[g] && typeof cmp[g] === "object");
      detail.append(el("h4", `Comparison with the CPU reference (arbiter: ${cmp.arbiter || "?"})`));
      detail.append(table(["group", "ok", "tensors", "max |Δ|", "rmse ratio", "worst", "failed", "missing"],
        groups.map((g) => { const x = cmp[g]; return [g, String(x.ok), x.n, num(x.max_abs), num(x.rmse_ratio), x.worst,
          (x.failed || []).join(", "), (x.missing || []).join(", ")]; })));
    }
    const t = r.timings && typeof r.timings === "object" ? r.timings : null;
    if (t) {
      detail.append(el("h4", "Timings (seconds)"));
      detail.append(table(Object.keys(t), [Object.keys(t).map((k) => num(t[k]))]));
    }
    if (r.versions && typeof r.versions === "object") {
      detail.append(el("h4", "Versions"), fields(Object.entries(r.versions)));
    }
    const raw = el("details");
    raw.append(el("summary", "the record as written (records.jsonl)"), el("pre", JSON.stringify(r, null, 2)));
    detail.append(raw);
    detail.hidden = false;
    detail.dataset.caseId = c.case_id;
    detail.scrollTop = 0;
    const row = rows.find((x) => Number(x.dataset.i) === c.i);
    if (row) row.classList.add("selected");
  }

  function closeCase() {
    detail.hidden = true;
    detail.dataset.caseId = "";
    for (const row of rows) row.classList.remove("selected");
    // Drop #case=… without scrolling; some file:// pages refuse history changes, which only costs the URL.
    try { history.replaceState(null, "", location.pathname + location.search); } catch (e) { /* keep the hash */ }
  }

  function route() {
    const hash = location.hash;
    if (hash.startsWith("#case=")) {
      let id = hash.slice(6);
      try { id = decodeURIComponent(id); } catch (e) { /* a hand-typed, malformed hash: use it as is */ }
      if (detail.hidden || detail.dataset.caseId !== id) showCase(id);
    }
  }
  // A click on a case link opens it even when the URL already names that case (no hashchange then).
  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a.case-link");
    if (link) showCase(decodeURIComponent(link.getAttribute("href").slice(6)));
  });
  document.addEventListener("keydown", (event) => { if (event.key === "Escape" && !detail.hidden) closeCase(); });
  window.addEventListener("hashchange", route);
  route();
})();

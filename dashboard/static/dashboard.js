/* hfcompat dashboard: sortable tables, filters, the column chooser, the case and op views (modal
 * dialogs), the run comparison, and the page's state in the URL.
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
  let state = new Map();
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

  // ---- pieces of the detail views
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
    const wrap = el("div", null, "table-wrap");
    const t = el("table");
    const head = t.createTHead().insertRow();
    for (const h of headers) head.append(el("th", h));
    const tb = t.createTBody();
    for (const cells of body) {
      const tr = tb.insertRow();
      for (const v of cells) {
        const td = el("td");
        if (v instanceof Node) td.append(v); else td.textContent = v === null || v === undefined ? "" : String(v);
        tr.append(td);
      }
    }
    wrap.append(t);
    return wrap;
  }
  function num(v) {
    return typeof v === "number" ? Number(v.toPrecision(4)).toString() : v;
  }
  function closeButton(dialog) {
    const close = el("button", "close", "close");
    close.type = "button";
    close.setAttribute("aria-label", "close this view");
    close.addEventListener("click", () => dialog.close());
    return close;
  }
  const openers = new Map();
  function openDialog(dialog, opener) {
    if (!dialog.open) {
      openers.set(dialog, opener || document.activeElement);
      dialog.showModal();
    }
    dialog.scrollTop = 0;
    const first = dialog.querySelector("button.close");
    if (first) first.focus();
  }
  function restoreFocus(dialog) {
    const back = openers.get(dialog);
    openers.delete(dialog);
    if (back && back.isConnected && typeof back.focus === "function") back.focus();
  }

  // ---- the case view, opened by #case=<case id>
  const detail = $("case-detail");
  function showCase(id, opener) {
    const c = byId.get(id);
    for (const row of rows) row.classList.remove("selected");
    if (!c) {
      showError(`No case "${id}" in this dashboard: the link names a case none of its runs holds.`);
      if (detail.open) detail.close();
      return;
    }
    const r = c.record;
    detail.replaceChildren(closeButton(detail), el("h3", r.spec, "detail-spec"));
    detail.lastChild.id = "case-detail-title";
    const verdict = el("p");
    verdict.append(el("span", r.status, `status st-${r.status}`), ` ${data.meanings[r.status] || "unknown status"}`);
    if (c.change) verdict.append(el("span", `  (was ${c.change.before} in the previous run)`, `change ch-${c.change.kind}`));
    detail.append(verdict, el("h4", "Reproduce"), el("pre", c.command, "detail-command"));
    const culprit = r.culprit_op ? el("span") : null;
    if (culprit) {
      culprit.append(link(r.culprit_op, opHref(r.culprit_op), "op-link"),
        ` in ${r.culprit_phase || "?"} (named by: ${r.culprit_source || "?"})`);
      culprit.className = "detail-culprit";
    }
    const err = r.error ? `${r.error_type ? r.error_type + ": " : ""}${r.error}` : null;
    const f = c.failure;
    let repro = r.repro ? `${r.repro} (not copied)` : "none recorded";
    if (f && f.repro_href) {
      repro = el("span");
      repro.append(link(f.repro_href.split("/").pop(), f.repro_href, "detail-repro"),
        ` — the canonical repro of this failure, which blocks ${f.n_models} model${f.n_models === 1 ? "" : "s"}`);
    }
    detail.append(fields([
      ["case id", c.case_id],
      ["backend · mode · dtype", `${r.backend} · ${r.mode} · ${r.dtype}`],
      ["workload · regime", `${r.workload || "train"} · ${r.regime || "short"}`],
      ["device", r.device],
      ["model", [r.model_class, r.model_type, r.task].filter(Boolean).join(" · ")],
      ["parameters", typeof r.n_params === "number" ? r.n_params.toLocaleString("en") : r.n_params],
      ["source · size · weights", [r.source, r.size, r.weights].filter(Boolean).join(" · ")],
      ["stopped in phase", r.phase],
      ["culprit", culprit],
      ["error", err && el("span", err, "detail-error")],
      ["fallback ops", (r.fallback_ops || []).length ? el("code", r.fallback_ops.join(", "), "detail-fallback") : "none"],
      ["repro", repro],
      ["log", c.log ? link(c.log.split("/").pop(), c.log, "detail-log") : null],
      ["started · worker · attempt", [r.started_at, r.worker, r.attempt].filter((v) => v !== null && v !== undefined).join(" · ")],
      ["run", c.run_id],
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
    if (r.versions && typeof r.versions === "object") detail.append(el("h4", "Versions"), fields(Object.entries(r.versions)));
    const raw = el("details");
    raw.append(el("summary", "the record as written (records.jsonl)"), el("pre", JSON.stringify(r, null, 2)));
    detail.append(raw);
    detail.dataset.caseId = c.case_id;
    openDialog(detail, opener);
    const row = rows.find((x) => Number(x.dataset.i) === c.i);
    if (row) row.classList.add("selected");
  }
  detail.addEventListener("close", () => {
    detail.dataset.caseId = "";
    for (const row of rows) row.classList.remove("selected");
    setState("case", "");
    restoreFocus(detail);
  });

  // ---- the op view, opened by #op=<op>
  const opDetail = $("op-detail");
  function showOp(name, opener) {
    const op = opsByName.get(name);
    if (!op) {
      showError(`No culprit op "${name}" in this dashboard: no failing case of its runs names it.`);
      if (opDetail.open) opDetail.close();
      return;
    }
    const title = el("h3", op.op, "op-title");
    title.id = "op-detail-title";
    opDetail.replaceChildren(closeButton(opDetail), title);
    const issues = el("span", null, "op-upstream");
    if (op.upstream.length) {
      op.upstream.forEach((u, i) => {
        if (i) issues.append("; ");
        const a = link(u.title, u.url, "upstream-link");
        a.rel = "noopener noreferrer";
        issues.append(a);
        if (u.note) issues.append(el("span", ` — ${u.note}`, "muted"));
      });
    } else {
      issues.textContent = "none recorded (add one to dashboard/upstream_issues.json)";
    }
    const phases = Object.entries(op.phases).map(([p, n]) => `${p} ${n}`).join(", ");
    opDetail.append(fields([
      ["cases blocked", `${op.n_cases} (${op.models.length} model${op.models.length === 1 ? "" : "s"})`],
      ["workloads", op.workloads.join(", ")],
      ["phase", phases],
      ["first seen", op.first_seen ? `run ${op.first_seen}` : null],
      ["upstream issue", issues],
    ]));
    for (const key of op.failures) {
      const f = failuresByKey.get(key);
      if (!f) continue;
      const block = el("div", null, "op-failure");
      block.append(el("h4", f.signature, "failure-signature"), el("pre", f.error, "op-error"));
      const repro = f.repro_href ? link(f.repro_href.split("/").pop(), f.repro_href, "op-repro") : "none recorded";
      block.append(fields([
        ["canonical repro", repro],
        ["phase", Object.entries(f.phases).map(([p, n]) => `${p} ${n}`).join(", ")],
        ["models blocked", el("span", f.models.join(", "), "op-models")],
        ["blocks in", f.configs.join(", ")],
        ["first seen", f.first_seen ? `run ${f.first_seen}` : null],
      ]));
      block.append(table(["model", "backend · mode", "workload · regime", "status", "phase"],
        f.cases.map((c) => [link(c.spec, caseHref(c.case_id), "case-link"), `${c.backend} · ${c.mode}`,
          `${c.workload} · ${c.regime}`, c.status, c.phase || ""])));
      opDetail.append(block);
    }
    opDetail.dataset.op = op.op;
    openDialog(opDetail, opener);
  }
  opDetail.addEventListener("close", () => {
    opDetail.dataset.op = "";
    setState("op", "");
    restoreFocus(opDetail);
  });

  // ---- compare two runs: across nights (same backend) or across backends
  const compareA = $("compare-a"), compareB = $("compare-b"), compareFilter = $("compare-filter");
  function aggregate(run, same) {
    const out = new Map();
    for (const v of run.verdicts) {
      const [spec, backend, mode, dtype, workload, regime, status, op] = v;
      const key = same ? [spec, mode, dtype, workload, regime].join("|") : [spec, dtype, workload, regime].join("|");
      let e = out.get(key);
      if (!e) { e = { spec, wr: same ? `${mode} · ${workload} · ${regime}` : `${workload} · ${regime}`, parts: [], judged: 0, works: 0, cid: null }; out.set(key, e); }
      e.parts.push(`${same ? "" : backend + " " + mode + ": "}${status}${op ? " (" + op + ")" : ""}`);
      if (JUDGED.has(status)) { e.judged += 1; if (WORKS.has(status)) e.works += 1; }
      if (!e.cid) e.cid = [spec, backend, mode, dtype, workload, regime].join("|");
    }
    return out;
  }
  const verdictOf = (e) => (!e ? "absent" : e.judged === 0 ? "not judged" : e.works === e.judged ? "works" : "fails");
  function renderCompare() {
    if (!compareA) return;
    const a = runsById.get(compareA.value), b = runsById.get(compareB.value);
    const body = $("compare-table").tBodies[0];
    body.replaceChildren();
    if (!a || !b) return;
    const same = a.backends.join(",") === b.backends.join(",");
    const labelA = same ? `run A (${a.run_id})` : a.backends.join("+");
    const labelB = same ? `run B (${b.run_id})` : b.backends.join("+");
    const left = aggregate(a, same), right = aggregate(b, same);
    const keys = Array.from(new Set([...left.keys(), ...right.keys()])).sort();
    const tally = { onlyA: 0, onlyB: 0, worksA: 0, worksB: 0, both: 0, neither: 0 };
    const frag = document.createDocumentFragment();
    for (const key of keys) {
      const x = left.get(key), y = right.get(key);
      const vx = verdictOf(x), vy = verdictOf(y);
      let phrase, kind;
      if (vx === "absent") { phrase = `only in ${labelB}`; kind = "only"; tally.onlyB += 1; }
      else if (vy === "absent") { phrase = `only in ${labelA}`; kind = "only"; tally.onlyA += 1; }
      else if (vx === "works" && vy === "works") { phrase = "works on both"; kind = "same"; tally.both += 1; }
      else if (vx === "fails" && vy === "works") { phrase = `fails on ${labelA}, works on ${labelB}`; kind = "diff"; tally.worksB += 1; }
      else if (vx === "works" && vy === "fails") { phrase = `works on ${labelA}, fails on ${labelB}`; kind = "diff"; tally.worksA += 1; }
      else if (vx === "fails" && vy === "fails") { phrase = "fails on both"; kind = "same"; tally.neither += 1; }
      else { phrase = `${vx} on ${labelA}, ${vy} on ${labelB}`; kind = vx === vy ? "same" : "diff"; }
      const show = compareFilter.value === "all" ? kind !== "only" : compareFilter.value === kind;
      if (!show) continue;
      const e = x || y;
      const tr = document.createElement("tr");
      tr.className = `cmp-${kind}`;
      const model = el("td");
      model.append(byId.has(e.cid) ? link(e.spec, caseHref(e.cid), "case-link") : el("span", e.spec));
      tr.append(model, el("td", e.wr), el("td", x ? x.parts.join("; ") : "—"), el("td", y ? y.parts.join("; ") : "—"),
        el("td", phrase, `cmp-verdict ${vx === "works" && vy === "fails" ? "down" : vx === "fails" && vy === "works" ? "up" : ""}`));
      frag.append(tr);
    }
    body.append(frag);
    const matched = keys.length - tally.onlyA - tally.onlyB;
    $("compare-summary").textContent = `${a.run_id} (A: ${a.backends.join(", ")}) against ${b.run_id} (B: ${b.backends.join(", ")}): `
      + `${matched} matched; ${tally.worksB} work on ${labelB} only, ${tally.worksA} work on ${labelA} only, `
      + `${tally.both} work on both, ${tally.neither} fail on both; ${tally.onlyA} only in A, ${tally.onlyB} only in B.`;
  }
  if (compareA) {
    if (data.runs.length > 1) compareA.value = data.runs[data.runs.length - 2].run_id;
    const onChange = () => { renderCompare(); setState("compare", `${compareA.value}..${compareB.value}`); };
    compareA.addEventListener("change", onChange);
    compareB.addEventListener("change", onChange);
    compareFilter.addEventListener("change", renderCompare);
  }

  // ---- routing: the URL's state onto the page
  function applyState(fresh) {
    routeError.hidden = true;
    routeError.textContent = "";
    if (search) {
      search.value = fresh.get("q") || "";
      const f = fresh.get("f") || "";
      filter.value = Array.from(filter.options).some((o) => o.value === f) ? f : "";
      applyFilter();
      applyColumns((fresh.get("hide") || "").split(".").filter(Boolean));
      const sort = /^(\d+):(asc|desc)$/.exec(fresh.get("sort") || "");
      if (sort && Number(sort[1]) >= 1 && Number(sort[1]) <= caseTable.tHead.rows[0].cells.length) {
        sortTable(caseTable, Number(sort[1]) - 1, sort[2] === "asc");
      }
    }
    if (grid) {
      gridSearch.value = fresh.get("gq") || "";
      gridFilter.value = fresh.get("gf") || "";
      gridBackend.value = Array.from(gridBackend.options).some((o) => o.value === fresh.get("gb")) ? fresh.get("gb") : "";
      applyGrid();
    }
    const cmp = fresh.get("compare");
    if (cmp !== undefined && compareA) {
      const [ra, rb] = cmp.split("..");
      const missing = [ra, rb].filter((id) => !runsById.has(id));
      if (missing.length || rb === undefined) {
        showError(`Cannot compare "${cmp}": ${missing.length ? "no run " + missing.map((m) => `"${m || ""}"`).join(" or ") + " in this dashboard" : "expected RUN_A..RUN_B"}.`);
      } else {
        compareA.value = ra;
        compareB.value = rb;
        renderCompare();
        $("compare").scrollIntoView();
      }
    }
    const op = fresh.get("op");
    if (op !== undefined) showOp(op); else if (opDetail.open) opDetail.close();
    const id = fresh.get("case");
    if (id !== undefined) showCase(id); else if (detail.open) detail.close();
  }
  function route() {
    const fresh = parseHash();
    if (fresh === null) return;
    state = fresh;
    applyState(fresh);
  }
  // A click on a case or op link opens its view and keeps the rest of the state.
  document.addEventListener("click", (event) => {
    const a = event.target.closest && event.target.closest("a.case-link, a.op-link");
    if (!a) return;
    const href = a.getAttribute("href");
    const key = href.startsWith("#case=") ? "case" : href.startsWith("#op=") ? "op" : null;
    if (!key) return;
    event.preventDefault();
    let value = href.slice(key.length + 2);
    try { value = decodeURIComponent(value); } catch (e) { /* as is */ }
    routeError.hidden = true;
    state.set(key, value);
    writeState();
    if (key === "op" && detail.open) detail.close(); // the op's page replaces the case it was opened from
    if (key === "case") showCase(value, a); else showOp(value, a);
  });
  window.addEventListener("hashchange", route);
  renderCompare();
  route();
})();

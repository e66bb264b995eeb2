/* hfcompat dashboard, part 2 of 3: the case and op views (modal dialogs: focus moves in and back,
 * Esc closes) and the comparison of two runs. Record strings reach the DOM through textContent only.
 */
(() => {
  "use strict";
  const H = window.hfc;
  const { data, byId, opsByName, failuresByKey, runsById, JUDGED, WORKS, $, el, link, caseHref, opHref, setState,
          showError, rows } = H;

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
    // c.culprit is the op blamed: never an out-of-memory case's op in flight (old records named it).
    const culprit = c.culprit ? el("span") : null;
    if (culprit) {
      culprit.append(link(c.culprit, opHref(c.culprit), "op-link"),
        ` in ${r.culprit_phase || "?"}${r.culprit_context ? `, inside ${r.culprit_context}` : ""} (named by: ${r.culprit_source || "?"})`);
      culprit.className = "detail-culprit";
    }
    const o = c.oom;
    const oom = o ? el("span", `in ${o.phase || "an unknown phase"}${o.op ? `, at ${o.op} (in flight, not to blame)` : ""}`
      + ` · peak ${typeof o.peak_mb === "number" ? `${o.peak_mb.toLocaleString("en")} MB${o.memory_kind ? ` ${o.memory_kind}` : ""}` : "not measured"}`
      + (typeof o.limit_mb === "number" ? ` · bound ${o.limit_mb.toLocaleString("en")} MB` : ""), "detail-oom") : null;
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
      ["size · weights", `${r.size || "tiny"} · ${r.weights || "random"}` + (r.batch ? ` · batch ${r.batch} × ${r.seq_len} tokens` : "")],
      ["config changes", Array.isArray(r.config_changes) && r.config_changes.length ? r.config_changes.join("; ") : null],
      ["strategy", r.parallel && r.parallel !== "single" ? `${r.parallel} on ${r.devices} devices` : null],
      ["failed on rank", r.rank],
      ["collectives", Array.isArray(r.collectives) && r.collectives.length ? el("code", r.collectives.join(", "), "detail-collectives") : null],
      ["device", r.device],
      ["model", [r.model_class, r.model_type, r.task].filter(Boolean).join(" · ")],
      ["parameters", typeof r.n_params === "number" ? r.n_params.toLocaleString("en") : r.n_params],
      ["source · size · weights", [r.source, r.size, r.weights].filter(Boolean).join(" · ")],
      ["stopped in phase", r.phase],
      ["culprit", culprit],
      ["ran out of memory", oom],
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
      // records before 2026-12-06 name the no-float64 rule "cosine": it is PyTorch's same() (judging/verdict.py)
      const arbiter = cmp.arbiter === "cosine" ? "same()" : cmp.arbiter;
      detail.append(el("h4", `Comparison with the CPU reference (arbiter: ${arbiter || "?"})`));
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
          `${c.workload} · ${c.regime}${c.strategy && c.strategy !== "single" ? " · " + c.strategy : ""}`, c.status, c.phase || ""])));
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

  // ---- compare two runs: across nights (same backend), across backends, or across dtypes
  const compareA = $("compare-a"), compareB = $("compare-b"), compareFilter = $("compare-filter");
  // same: both runs on the same backends; sameDtype: in the same dtypes (a float32 run against its
  // bfloat16 twin matches each case across the dtype, as `report --baseline` does)
  function aggregate(run, same, sameDtype) {
    const out = new Map();
    for (const v of run.verdicts) {
      // strategy: "" on one device, else "ddp:2" (the case id's last part): a strategy only meets itself
      // size: "" for a tiny case at its default shapes, else the case id's size part ("full:b1:s512")
      const [spec, backend, mode, dtype, workload, regime, status, op, strategy = "", caseId = "", size = ""] = v;
      const key = [spec, ...(same ? [mode] : []), ...(sameDtype ? [dtype] : []), workload, regime, size, strategy].join("|");
      const on = (size ? ` · ${size}` : "") + (strategy ? ` · ${strategy.replace(":", " ×")}` : "");
      let e = out.get(key);
      if (!e) { e = { spec, workload, wr: (same ? `${mode} · ${workload} · ${regime}` : `${workload} · ${regime}`) + on, parts: [], judged: 0, works: 0, cid: null }; out.set(key, e); }
      const where = [...(same ? [] : [backend + " " + mode]), ...(sameDtype ? [] : [dtype])].join(" ");
      e.parts.push(`${where ? where + ": " : ""}${status}${op ? " (" + op + ")" : ""}`);
      if (JUDGED.has(status)) { e.judged += 1; if (WORKS.has(status)) e.works += 1; }
      if (!e.cid) e.cid = caseId || [spec, backend, mode, dtype, workload, regime, ...(strategy ? [strategy] : [])].join("|");
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
    const dtypesOf = (r) => (r.dtypes || ["float32"]).join(",");  // a dashboard data file from before dtypes
    const sameDtype = dtypesOf(a) === dtypesOf(b);
    const labelOf = (r, ab) => (same && sameDtype ? `run ${ab} (${r.run_id})`
      : [...(same ? [] : [r.backends.join("+")]), ...(sameDtype ? [] : [dtypesOf(r)])].join(" "));
    const labelA = labelOf(a, "A"), labelB = labelOf(b, "B");
    const left = aggregate(a, same, sameDtype), right = aggregate(b, same, sameDtype);
    const rank = (k) => { const e = left.get(k) || right.get(k); const w = data.workloads.indexOf(e.workload);
      return [e.spec, w < 0 ? data.workloads.length : w, e.wr]; };
    const keys = Array.from(new Set([...left.keys(), ...right.keys()])).sort((x, y) => {
      const a = rank(x), b = rank(y);
      return a[0].localeCompare(b[0]) || a[1] - b[1] || a[2].localeCompare(b[2]);
    });
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
    const axes = (r) => [...r.backends, ...(sameDtype ? [] : [dtypesOf(r)])].join(", ");
    $("compare-summary").textContent = `${a.run_id} (A: ${axes(a)}) against ${b.run_id} (B: ${axes(b)}): `
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

  Object.assign(H, { detail, opDetail, showCase, showOp, compareA, compareB, renderCompare });
})();

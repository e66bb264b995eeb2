/* hfcompat dashboard, part 3 of 3: the URL's state onto the page, and links that open views. */
(() => {
  "use strict";
  const H = window.hfc;
  const { state, parseHash, writeState, routeError, showError, sortTable, caseTable, search, filter, applyFilter,
          applyColumns, grid, gridSearch, gridFilter, gridBackend, applyGrid, detail, opDetail, showCase, showOp,
          compareA, compareB, renderCompare, runsById, $ } = H;

  // Scrolled to again once the sections above it are laid out: off-screen sections keep a guessed
  // height (content-visibility) until rendered, which can move the target after the first scroll.
  function reveal(target) {
    target.scrollIntoView();
    requestAnimationFrame(() => { target.scrollIntoView(); setTimeout(() => target.scrollIntoView(), 120); });
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
        reveal($("compare"));
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
    state.clear();
    for (const [k, v] of fresh) state.set(k, v);
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

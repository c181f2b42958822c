// The page's markup, style and script, inline: the page opens from disk with no network, and its
// Content-Security-Policy forbids any request. The journal arrives as JSON in a
// `<script type="application/json">` element (which never runs) and every string from it reaches
// the page through `textContent`, never as markup.

extension InspectorPage {
    /// The page before its data is placed: `{{TITLE}}` and `{{DATA}}` are replaced, with text
    /// that is escaped for where it goes.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{TITLE}}</title>
        <style>
        :root { --bg: #f7f7f8; --panel: #fff; --line: #e2e2e6; --text: #1d1d22; --muted: #6b6b76;
          --user: #2f6fde; --effect: #d9822b; --changed: #fff1bf; --within: #fbf8ea; --bad: #d33;
          --select: #dde8fb; font: 13px/1.4 -apple-system, "Segoe UI", system-ui, sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); height: 100vh; display: flex; flex-direction: column; }
        header { display: flex; align-items: baseline; gap: 12px; padding: 8px 14px; background: #1d1d22; color: #fff; }
        header h1 { font-size: 15px; margin: 0; font-weight: 600; }
        header span { color: #c4c4cc; }
        #chart-box { padding: 6px 14px 0; background: var(--panel); border-bottom: 1px solid var(--line); }
        #chart { width: 100%; height: 96px; display: block; cursor: pointer; }
        #legend { display: flex; gap: 14px; color: var(--muted); font-size: 12px; padding: 2px 0 6px; }
        .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
        #controls { display: flex; gap: 10px; align-items: center; padding: 6px 14px; background: var(--panel); border-bottom: 1px solid var(--line); }
        #slider { flex: 1; }
        #position { min-width: 140px; text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
        main { flex: 1; display: grid; grid-template-columns: minmax(280px, 38%) 1fr; min-height: 0; }
        #timeline-pane { display: flex; flex-direction: column; border-right: 1px solid var(--line); min-height: 0; background: var(--panel); }
        .filters { display: flex; gap: 6px; padding: 8px; border-bottom: 1px solid var(--line); }
        .filters input { flex: 1; min-width: 0; }
        input, select { font: inherit; padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
        #count { padding: 4px 8px; color: var(--muted); font-size: 12px; border-bottom: 1px solid var(--line); }
        #timeline { flex: 1; overflow-y: auto; position: relative; outline: none; }
        #timeline-space { position: relative; }
        .row { position: absolute; left: 0; right: 0; height: 24px; display: flex; align-items: center; gap: 6px; padding: 0 8px; cursor: pointer; white-space: nowrap; border-bottom: 1px solid #f0f0f2; }
        .row:hover { background: #f2f5fb; }
        .row.selected { background: var(--select); }
        .row.diverging { box-shadow: inset 3px 0 0 var(--bad); }
        .step { color: var(--muted); min-width: 48px; text-align: right; font-variant-numeric: tabular-nums; }
        .badge { font-size: 10px; padding: 0 5px; border-radius: 8px; color: #fff; flex: none; }
        .badge.user { background: var(--user); } .badge.effect { background: var(--effect); } .badge.start { background: #888; }
        .label { overflow: hidden; text-overflow: ellipsis; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        .cp { width: 7px; height: 7px; border-radius: 50%; background: #8a8a96; flex: none; }
        .flag { color: var(--bad); font-weight: 600; font-size: 11px; flex: none; }
        #detail { overflow-y: auto; padding: 10px 16px 40px; min-height: 0; }
        #detail h2 { font-size: 15px; margin: 4px 0; font-family: ui-monospace, Menlo, monospace; word-break: break-all; }
        #detail h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 16px 0 4px; }
        #step-origin { margin: 2px 0; }
        .note { color: var(--muted); margin: 4px 0; }
        .report { color: var(--bad); margin: 4px 0; white-space: pre-wrap; }
        #changes { list-style: none; padding: 0; margin: 0; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        #changes li { padding: 2px 6px; background: var(--changed); border-radius: 3px; margin: 2px 0; word-break: break-all; }
        #changes .path { font-weight: 600; }
        .tree { font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        .node .children { margin-left: 16px; }
        .line { padding: 1px 4px; border-radius: 3px; white-space: pre-wrap; word-break: break-all; }
        .line.changed { background: var(--changed); }
        .line.within { background: var(--within); }
        .toggle { display: inline-block; width: 14px; color: var(--muted); cursor: pointer; user-select: none; }
        .key { color: #7a3e9d; } .string { color: #1a7f37; } .number { color: #0550ae; } .literal { color: #cf222e; } .summary { color: var(--muted); }
        button.more { font: inherit; margin: 2px 0 2px 18px; border: 1px solid var(--line); background: #fff; border-radius: 4px; cursor: pointer; }
        </style>
        </head>
        <body>
        <header><h1>Reflow inspector</h1><span id="meta"></span></header>
        <div id="chart-box"><svg id="chart" viewBox="0 0 1000 96" preserveAspectRatio="none" role="img" aria-label="Actions over steps, and state size"></svg>
        <div id="legend"><span><i class="swatch" style="background:var(--user)"></i>sent by the user</span><span><i class="swatch" style="background:var(--effect)"></i>fed back by effects</span><span><i class="swatch" style="background:#6b6b76"></i>state size</span><span id="chart-scale"></span></div></div>
        <div id="controls"><input id="slider" type="range" aria-label="Step"><span id="position"></span></div>
        <main>
        <section id="timeline-pane">
        <div class="filters"><input id="search" type="search" placeholder="Search actions (/)" aria-label="Search actions"><select id="name-filter" aria-label="Action name"><option value="">Every action</option></select><select id="origin-filter" aria-label="Origin"><option value="">Any origin</option><option value="user">Sent by the user</option><option value="effect">Fed back by effects</option></select></div>
        <div id="count"></div>
        <div id="timeline" tabindex="0"><div id="timeline-space"></div></div>
        </section>
        <section id="detail">
        <h2 id="step-title"></h2>
        <p id="step-origin"></p>
        <div id="step-notes"></div>
        <h3>Action</h3><div id="action-tree" class="tree"></div>
        <h3 id="changes-title">Changes</h3><ul id="changes"></ul>
        <h3>State</h3><div id="state-tree" class="tree"></div>
        </section>
        </main>
        <script type="application/json" id="journal-data">{{DATA}}</script>
        <script>
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("journal-data").textContent);
          // `interval`: the steps from one state shown to the next, 1 when the journal tells every step's.
          const start = data.startStep, end = data.endStep, interval = data.stride;
          const entries = data.entries, states = data.states;
          const reportStep = data.report ? data.report.step : null;
          const rowHeight = 24, childLimit = 100;
          const $ = (id) => document.getElementById(id);
          function make(tag, className, text) {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }
          const entryAt = (step) => (step > start && step <= end ? entries[step - start - 1] : null);
          function checkpointIndex(step) {
            const offset = step - start;
            if (offset < 0 || offset % interval !== 0) return -1;
            const index = offset / interval;
            return index < states.length ? index : -1;
          }
          // States: those listed in data.keyframes whole, the rest as edits from the one before.
          const keyframes = data.keyframes;
          function keyframeBefore(index) {
            let low = 0, high = keyframes.length - 1;
            while (low < high) { const middle = (low + high + 1) >> 1; if (keyframes[middle] <= index) low = middle; else high = middle - 1; }
            return keyframes[low];
          }
          // A member set with defineProperty: a key named "__proto__" stays a plain member.
          function put(parent, key, value) {
            if (Array.isArray(parent)) parent[key] = value;
            else Object.defineProperty(parent, key, { value, writable: true, enumerable: true, configurable: true });
          }
          let cachedIndex = -1, cachedState = null;
          function walk(root, path, count) {
            let node = root;
            for (let i = 0; i < count; i++) node = node[path[i]];
            return node;
          }
          function applyEdits(root, edits) {
            for (const edit of edits) {
              const path = edit[1];
              if (edit[0] === "s") {
                if (path.length === 0) { root = structuredClone(edit[2]); continue; }
                put(walk(root, path, path.length - 1), path[path.length - 1], structuredClone(edit[2]));
              } else if (edit[0] === "d") {
                delete walk(root, path, path.length - 1)[path[path.length - 1]];
              } else {
                const array = walk(root, path, path.length), items = structuredClone(edit[4]);
                if (items.length < 1000) { array.splice(edit[2], edit[3], ...items); continue; }
                // Without spreading: a call takes a bounded number of arguments.
                const tail = array.splice(edit[2]);
                for (const item of items) array.push(item);
                for (let i = edit[3]; i < tail.length; i++) array.push(tail[i]);
              }
            }
            return root;
          }
          function stateAt(index) {
            if (index === cachedIndex) return cachedState;
            const keyframe = keyframeBefore(index);
            // Forward within a keyframe's run, the state shown is edited on; else rebuilt.
            const onward = cachedIndex >= keyframe && cachedIndex < index;
            let state = onward ? cachedState : structuredClone(states[keyframe]);
            for (let i = onward ? cachedIndex + 1 : keyframe + 1; i <= index; i++) state = applyEdits(state, states[i]);
            cachedIndex = index; cachedState = state;
            return state;
          }
          // The step whose state is shown for a step: itself, or the checkpoint before it.
          function shownState(step) {
            if (states.length === 0) return -1;
            return Math.min(Math.floor((step - start) / interval), states.length - 1);
          }

          // Timeline: every step, filtered; only the rows in view exist in the page.
          // A link may name a step: page.html#step=42.
          const linked = /^#step=(\d+)$/.exec(location.hash);
          let current = linked ? Math.min(end, Math.max(start, Number(linked[1]))) : reportStep !== null ? reportStep : end;
          let visible = [];
          const timeline = $("timeline"), space = $("timeline-space");
          const search = $("search"), nameFilter = $("name-filter"), originFilter = $("origin-filter");
          const lowered = new Array(entries.length);
          function applyFilter() {
            const query = search.value.trim().toLowerCase();
            const name = nameFilter.value, origin = originFilter.value;
            const filtering = query !== "" || name !== "" || origin !== "";
            visible = [];
            if (!filtering) visible.push(start);
            for (let index = 0; index < entries.length; index++) {
              const entry = entries[index];
              if (name !== "" && entry[0] !== name && !entry[0].startsWith(name + ".")) continue;
              if (origin === "user" && entry[2]) continue;
              if (origin === "effect" && !entry[2]) continue;
              if (query !== "") {
                if (lowered[index] === undefined) lowered[index] = (entry[1] + " " + entry[0]).toLowerCase();
                if (!lowered[index].includes(query)) continue;
              }
              visible.push(start + index + 1);
            }
            $("count").textContent = filtering
              ? visible.length + " of " + (entries.length + 1) + " steps match"
              : visible.length + " steps";
            space.style.height = visible.length * rowHeight + "px";
            renderRows();
            scrollToCurrent();
          }
          function row(step, position) {
            const entry = entryAt(step);
            const node = make("div", "row" + (step === current ? " selected" : "") + (step === reportStep ? " diverging" : ""));
            node.style.top = position * rowHeight + "px";
            node.dataset.step = String(step);
            node.appendChild(make("span", "step", String(step)));
            if (entry) {
              node.appendChild(make("span", "badge " + (entry[2] ? "effect" : "user"), entry[2] ? "effect" : "user"));
              node.appendChild(make("span", "label", entry[1]));
              node.title = entry[3];
            } else {
              node.appendChild(make("span", "badge start", "start"));
              node.appendChild(make("span", "label", "the start of the recording"));
            }
            if (interval > 1 && checkpointIndex(step) >= 0) {
              const mark = make("span", "cp");
              mark.title = "checkpoint: the state is recorded here";
              node.appendChild(mark);
            }
            if (step === reportStep) node.appendChild(make("span", "flag", "differs in replay"));
            return node;
          }
          function renderRows() {
            const top = timeline.scrollTop, height = timeline.clientHeight || 600;
            const first = Math.max(0, Math.floor(top / rowHeight) - 8);
            const last = Math.min(visible.length, Math.ceil((top + height) / rowHeight) + 8);
            const fragment = document.createDocumentFragment();
            for (let position = first; position < last; position++) fragment.appendChild(row(visible[position], position));
            space.replaceChildren(fragment);
          }
          // The position of the first visible step at or after `step` (binary search).
          function positionOf(step) {
            let low = 0, high = visible.length;
            while (low < high) { const middle = (low + high) >> 1; if (visible[middle] < step) low = middle + 1; else high = middle; }
            return low;
          }
          function scrollToCurrent() {
            const position = positionOf(current);
            if (visible[position] !== current) return;
            const top = position * rowHeight, height = timeline.clientHeight || 600;
            if (top < timeline.scrollTop) timeline.scrollTop = top;
            else if (top + rowHeight > timeline.scrollTop + height) timeline.scrollTop = top + rowHeight - height;
          }
          timeline.addEventListener("scroll", renderRows);
          timeline.addEventListener("click", (event) => {
            const node = event.target.closest(".row");
            if (node) select(Number(node.dataset.step));
          });

          // Trees: a collapsible view of any JSON value; children are built when opened.
          const opened = new Set([""]);
          function childKey(parent, component) {
            return parent === "" ? component : component[0] === "[" ? parent + component : parent + "." + component;
          }
          function idText(id) {
            const text = typeof id === "string" ? JSON.stringify(id) : String(id);
            return text.length > 60 ? text.slice(0, 59) + "…" : text;
          }
          function keyedIDs(array) {
            const ids = [], seen = new Set();
            for (const value of array) {
              if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
              const id = value.id, kind = typeof id;
              if (kind !== "number" && kind !== "string" && kind !== "boolean") return null;
              const text = idText(id);
              if (seen.has(text)) return null;
              seen.add(text); ids.push(text);
            }
            return ids;
          }
          function scalar(value) {
            if (value === null) return make("span", "literal", "nil");
            if (typeof value === "string") return make("span", "string", JSON.stringify(value));
            if (typeof value === "number") return make("span", "number", String(value));
            return make("span", "literal", String(value));
          }
          function treeNode(label, key, value, marks, openAll) {
            const node = make("div", "node"), line = make("div", "line");
            if (marks.changed.has(key)) line.classList.add("changed");
            else if (marks.within.has(key)) line.classList.add("within");
            node.appendChild(line);
            const container = value !== null && typeof value === "object";
            const toggle = make("span", "toggle", container ? "▸" : "");
            line.appendChild(toggle);
            line.appendChild(make("span", "key", label));
            line.appendChild(document.createTextNode(": "));
            if (!container) { line.appendChild(scalar(value)); return node; }
            const isArray = Array.isArray(value);
            const keys = isArray ? null : Object.keys(value).sort();
            const count = isArray ? value.length : keys.length;
            line.appendChild(make("span", "summary", isArray ? "[" + count + "]" : "{" + count + "}"));
            const children = make("div", "children");
            node.appendChild(children);
            let built = false;
            function build() {
              built = true;
              const ids = isArray ? keyedIDs(value) : null;
              let shown = 0;
              function more() {
                const stop = Math.min(count, shown + childLimit);
                for (; shown < stop; shown++) {
                  const component = isArray ? (ids ? "[id: " + ids[shown] + "]" : "[" + shown + "]") : keys[shown];
                  const child = isArray ? value[shown] : value[keys[shown]];
                  children.appendChild(treeNode(isArray ? component : component, childKey(key, component), child, marks, openAll));
                }
                if (shown < count) {
                  const button = make("button", "more", "show " + Math.min(childLimit, count - shown) + " more of " + (count - shown));
                  button.addEventListener("click", () => { button.remove(); more(); });
                  children.appendChild(button);
                }
              }
              more();
            }
            function setOpen(open) {
              if (open && !built) build();
              children.style.display = open ? "" : "none";
              toggle.textContent = open ? "▾" : "▸";
            }
            setOpen(openAll || opened.has(key) || marks.within.has(key) || marks.changed.has(key) && count <= childLimit);
            toggle.addEventListener("click", () => {
              const open = children.style.display === "none";
              if (open) opened.add(key); else opened.delete(key);
              setOpen(open);
            });
            return node;
          }
          const noMarks = { changed: new Set(), within: new Set() };

          // The chart: actions per stretch of steps by origin (bars), and the state's size (line).
          const svgNS = "http://www.w3.org/2000/svg";
          const chart = $("chart");
          let cursor = null;
          function svg(tag, attributes) {
            const node = document.createElementNS(svgNS, tag);
            for (const name in attributes) node.setAttribute(name, String(attributes[name]));
            return node;
          }
          const span = Math.max(1, end - start);
          const xOf = (step) => ((step - start) / span) * 1000;
          function drawChart() {
            const buckets = Math.max(1, Math.min(200, entries.length));
            const users = new Array(buckets).fill(0), effects = new Array(buckets).fill(0);
            for (let index = 0; index < entries.length; index++) {
              const bucket = Math.min(buckets - 1, Math.floor((index * buckets) / entries.length));
              if (entries[index][2]) effects[bucket]++; else users[bucket]++;
            }
            let most = 1;
            for (let bucket = 0; bucket < buckets; bucket++) most = Math.max(most, users[bucket] + effects[bucket]);
            const width = 1000 / buckets, bottom = 92, height = 84;
            for (let bucket = 0; bucket < buckets; bucket++) {
              const userHeight = (users[bucket] / most) * height, effectHeight = (effects[bucket] / most) * height;
              if (userHeight > 0) chart.appendChild(svg("rect", { x: bucket * width + 0.5, y: bottom - userHeight, width: Math.max(0.5, width - 1), height: userHeight, fill: "#2f6fde", opacity: 0.75 }));
              if (effectHeight > 0) chart.appendChild(svg("rect", { x: bucket * width + 0.5, y: bottom - userHeight - effectHeight, width: Math.max(0.5, width - 1), height: effectHeight, fill: "#d9822b", opacity: 0.85 }));
            }
            const sizes = data.sizes;
            if (sizes.length > 0) {
              let largest = 1;
              for (const size of sizes) largest = Math.max(largest, size);
              const stride = Math.max(1, Math.floor(sizes.length / 1000));
              const points = [];
              for (let index = 0; index < sizes.length; index += stride) {
                points.push(xOf(start + index * data.sizeStride).toFixed(1) + "," + (bottom - (sizes[index] / largest) * height).toFixed(1));
              }
              if (points.length === 1) points.push("1000," + points[0].split(",")[1]);
              chart.appendChild(svg("polyline", { points: points.join(" "), fill: "none", stroke: "#6b6b76", "stroke-width": 1.5, "vector-effect": "non-scaling-stroke" }));
              $("chart-scale").textContent = "largest state " + (largest >= 10240 ? Math.round(largest / 1024) + " KB" : largest + " bytes") + " of JSON; most actions per bar " + most;
            }
            if (reportStep !== null) chart.appendChild(svg("line", { x1: xOf(reportStep), x2: xOf(reportStep), y1: 0, y2: 96, stroke: "#d33", "stroke-width": 2, "vector-effect": "non-scaling-stroke" }));
            cursor = svg("line", { x1: 0, x2: 0, y1: 0, y2: 96, stroke: "#1d1d22", "stroke-width": 1.5, "vector-effect": "non-scaling-stroke" });
            chart.appendChild(cursor);
            chart.addEventListener("click", (event) => {
              const box = chart.getBoundingClientRect();
              select(Math.round(start + ((event.clientX - box.left) / box.width) * span));
            });
          }

          // The selected step: its action, origin, changes and state.
          const slider = $("slider");
          slider.min = String(start); slider.max = String(end);
          slider.addEventListener("input", () => select(Number(slider.value)));
          function renderDetail() {
            const entry = entryAt(current);
            $("step-title").textContent = "Step " + current + (entry ? ": " + entry[1] : ": the start of the recording");
            $("step-origin").textContent = entry ? (entry[2] ? "Fed back by " : "Sent by the user.") + (entry[2] ? entry[3].replace(/^fed back by /, "") + "." : "") : "The state the recording started from.";
            const notes = $("step-notes");
            notes.replaceChildren();
            if (current === reportStep) notes.appendChild(make("p", "report", "The verifying replay differs from the recording first here." + (data.report.message ? "\n" + data.report.message : "")));
            const action = $("action-tree");
            action.replaceChildren(entry ? treeNode("action", "", entry[4], noMarks, true) : make("span", "note", "none"));
            const index = checkpointIndex(current);
            const changes = $("changes");
            changes.replaceChildren();
            const marks = { changed: new Set(), within: new Set() };
            if (index > 0 && data.changes[index]) {
              const record = data.changes[index];
              $("changes-title").textContent = interval === 1 ? "Changes (" + record.count + ")" : "Changes since step " + (current - interval) + " (" + record.count + ")";
              for (const change of record.list) {
                const [path, kind, before, after] = change;
                let key = "";
                for (const component of path) { marks.within.add(key); key = childKey(key, component); }
                marks.changed.add(key);
                const item = make("li");
                item.appendChild(make("span", "path", key === "" ? "state" : key));
                item.appendChild(document.createTextNode(
                  kind === "added" ? ": added " + after : kind === "removed" ? ": removed " + before
                  : kind === "reordered" ? ": order " + before + " → " + after : ": " + before + " → " + after));
                changes.appendChild(item);
              }
              if (record.count > record.list.length) changes.appendChild(make("li", "", "… and " + (record.count - record.list.length) + " more"));
              if (record.count === 0) changes.appendChild(make("li", "", "none: the state is the same"));
            } else {
              $("changes-title").textContent = "Changes";
              changes.appendChild(make("li", "", current === start ? "none: the start" : states.length === 0 ? "unknown: the journal holds no states" : "unknown: the state is recorded every " + interval + " steps"));
            }
            const tree = $("state-tree");
            const shown = shownState(current);
            if (shown < 0) {
              tree.replaceChildren(make("span", "note", "The journal holds no states (its model is not Codable)."));
            } else {
              const shownStep = start + shown * interval;
              if (shownStep !== current) notes.appendChild(make("p", "note", "No state is recorded at step " + current + ": shown is the state at step " + shownStep + ", the checkpoint before it; replay the journal to see the state between checkpoints."));
              tree.replaceChildren(treeNode("state", "", stateAt(shown), marks, false));
            }
          }
          function select(step) {
            if (!(step >= start)) step = start;
            if (step > end) step = end;
            current = step;
            slider.value = String(step);
            $("position").textContent = "step " + step + " of " + start + "…" + end;
            if (cursor) { cursor.setAttribute("x1", xOf(step)); cursor.setAttribute("x2", xOf(step)); }
            scrollToCurrent();
            renderRows();
            renderDetail();
          }
          function move(delta) {
            let position = positionOf(current);
            const exact = visible[position] === current;
            if (delta > 0) position = exact ? position + delta : position + delta - 1;
            else position = position + delta;
            position = Math.max(0, Math.min(visible.length - 1, position));
            if (visible.length > 0) select(visible[position]);
          }
          document.addEventListener("keydown", (event) => {
            const target = event.target;
            if (target === search && event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Escape") return;
            if (target === slider || target.tagName === "SELECT" || event.metaKey || event.ctrlKey || event.altKey) return;
            const moves = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, PageDown: 20, PageUp: -20, Home: -Infinity, End: Infinity };
            if (event.key in moves) {
              event.preventDefault();
              const delta = moves[event.key];
              if (delta === -Infinity) { if (visible.length) select(visible[0]); }
              else if (delta === Infinity) { if (visible.length) select(visible[visible.length - 1]); }
              else move(delta);
            } else if (event.key === "/" && target !== search) {
              event.preventDefault(); search.focus();
            } else if (event.key === "Escape" && target === search) {
              search.value = ""; applyFilter(); search.blur();
            }
          });
          search.addEventListener("input", applyFilter);
          nameFilter.addEventListener("change", applyFilter);
          originFilter.addEventListener("change", applyFilter);

          // The names for the filter, most frequent first.
          const counts = new Map();
          for (const entry of entries) counts.set(entry[0], (counts.get(entry[0]) || 0) + 1);
          for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
            const option = make("option", "", name + " (" + count + ")");
            option.value = name;
            nameFilter.appendChild(option);
          }
          let userCount = 0;
          for (const entry of entries) if (!entry[2]) userCount++;
          $("meta").textContent = data.file + " — " + data.model + ": " + entries.length + " actions (" + userCount + " by the user, " + (entries.length - userCount) + " by effects), " + data.checkpointCount + (data.checkpointCount === 1 ? " checkpoint" : " checkpoints") + (data.checkpointInterval > 1 ? " (every " + data.checkpointInterval + " steps)" : "") + (states.length === 0 ? ", no states" : interval === 1 ? ", every step's state" : ", the checkpoints' states only");
          drawChart();
          applyFilter();
          select(current);
          timeline.focus();
          window.reflowInspector = { select, move, current: () => current, visibleSteps: () => visible.length, state: (step) => (checkpointIndex(step) < 0 ? null : stateAt(checkpointIndex(step))) };
          document.body.dataset.ready = "true";
          performance.mark("reflow-inspector-ready");
        })();
        </script>
        </body>
        </html>
        """#
}

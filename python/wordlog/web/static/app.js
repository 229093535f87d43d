// wordlog's page: the day's ladder (with past days and random ladders), the solver and
// Boggle, over the JSON API of this server. Plain JavaScript, nothing loaded from elsewhere.
// The page keeps no secret: the server checks every move and word; the browser keeps each
// ladder's progress, the statistics and the settings in localStorage.
"use strict";

const $ = (id) => document.getElementById(id);

// What depends on the language of the words, in one place: the prefix of the keys kept in
// the browser (each day's ladder, the random one, the statistics read from them) and the
// example of the help. The word length and the letters come with each puzzle, and the
// server judges every word. A language menu sets these and reloads the parts.
const LANG = { key: "wordlog", example: ["cold", "cord", "card", "ward", "warm"] };

class ApiError extends Error {
  constructor(message, field) { super(message); this.field = field; }
}

// GET `path` with `params` (or POST `body` as JSON); the answer's JSON, or an ApiError
// carrying the server's message and the field it names.
async function api(path, params = {}, body = undefined) {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, value);
  }
  const options = body === undefined ? {} :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  let response;
  try {
    response = await fetch(url, options);
  } catch (e) {
    throw new ApiError("The wordlog server does not answer: is it still running?");
  }
  const data = await response.json().catch(() => ({ error: response.statusText }));
  if (response.status === 503 && data.limit) {
    throw new ApiError("That search took longer than the server allows: try again, or other words.");
  }
  if (!response.ok) throw new ApiError(sentence(data.error || response.statusText), data.field);
  return data;
}

// A message as the page shows it: ending with a full stop.
function sentence(text) { return /[.!?]$/.test(text) ? text : text + "."; }

function say(element, text, wrong = false) {
  element.textContent = text;
  element.classList.toggle("wrong", wrong);
}

function plural(n, noun, nouns = noun + "s") { return `${n.toLocaleString("en")} ${n === 1 ? noun : nouns}`; }

function listed(items) {
  return items.length < 2 ? items.join("") : items.slice(0, -1).join(", ") + " and " + items[items.length - 1];
}

// The local date as YYYY-MM-DD, `days` from `from` (today).
function localDate(days = 0, from = new Date()) {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function dateOf(text) {
  const [y, m, d] = text.split("-").map(Number);
  return new Date(y, m - 1, d);
}

function dayBefore(date) { return localDate(-1, dateOf(date)); }

function longDate(date, options = { weekday: "long", day: "numeric", month: "long", year: "numeric" }) {
  return dateOf(date).toLocaleDateString("en-GB", options);
}

function store(name, value) {
  try { localStorage.setItem(`${LANG.key}:${name}`, JSON.stringify(value)); } catch (e) { /* storage full or off */ }
}

function recall(name) {
  try { return JSON.parse(localStorage.getItem(`${LANG.key}:${name}`)); } catch (e) { return null; }
}

// --- rows of tiles ---------------------------------------------------------------------------

// Which letters of `word` are the target's in the same place.
function inPlace(word, target) {
  const goal = Array.from(target || "");
  return Array.from(word).map((c, i) => Boolean(target) && c === goal[i]);
}

// A row as a screen reader says it: the word and its letters in place.
function described(word, placed) {
  const letters = Array.from(word).filter((c, i) => placed[i]).map((c) => c.toUpperCase());
  if (!letters.length) return `${word}, no letter in place`;
  if (letters.length === placed.length) return `${word}, every letter in place`;
  return `${word}, ${plural(letters.length, "letter")} in place: ${listed(letters)}`;
}

// A row of letter tiles (a list item): the letters in the same place as in `target` are
// marked; a screen reader reads the word and those letters, not the tiles one by one.
function tileRow(word, target, kind = "") {
  const row = document.createElement("li");
  row.className = "row " + kind;
  row.dataset.word = word;
  const placed = inPlace(word, target);
  const told = document.createElement("span");
  told.className = "sr-only";
  told.textContent = kind === "target" ? `${word}, the target` : target ? described(word, placed) : word;
  row.appendChild(told);
  Array.from(word).forEach((letter, i) => {
    const tile = document.createElement("span");
    tile.className = "tile" + (placed[i] && kind !== "target" ? " in-place" : "");
    tile.setAttribute("aria-hidden", "true");
    tile.textContent = letter;
    row.appendChild(tile);
  });
  return row;
}

// --- the tabs and dialogs ----------------------------------------------------------------------

const PARTS = ["ladder", "solve", "boggle"];

function showPart(focus = true) {
  const wanted = location.hash.slice(1);
  const part = PARTS.includes(wanted) ? wanted : "ladder";
  for (const name of PARTS) {
    $(name).hidden = name !== part;
    $("tab-" + name).classList.toggle("current", name === part);
    if (name === part) $("tab-" + name).setAttribute("aria-current", "page");
    else $("tab-" + name).removeAttribute("aria-current");
  }
  const field = { ladder: "ladder-input", solve: "solve-start", boggle: "boggle-daily" }[part];
  if (focus && !$(field).closest("[hidden]") && !document.querySelector("dialog[open]")) $(field).focus();
}

function openDialog(id) {
  if (id === "stats") drawStats();
  if (id === "archive") drawArchive();
  if (!$(id).open) $(id).showModal();
}

function fillHelp() {
  const example = document.querySelector("#help .example");
  const target = LANG.example[LANG.example.length - 1];
  example.replaceChildren(...LANG.example.map((word) => tileRow(word, target)));
  example.setAttribute("aria-label", `An example: ${LANG.example[0]} to ${target} in ` +
    plural(LANG.example.length - 1, "step"));
}

// The settings: light, dark or as the device; high contrast or not (theme.js applies them).
function fillSettings() {
  const settings = recall("settings") || {};
  for (const radio of document.querySelectorAll("input[name=theme]")) radio.checked = radio.value === (settings.theme || "auto");
  $("contrast").checked = typeof settings.contrast === "boolean" ? settings.contrast :
    matchMedia("(prefers-contrast: more)").matches;
}

function changeSettings() {
  const theme = document.querySelector("input[name=theme]:checked").value;
  store("settings", { theme, contrast: $("contrast").checked });
  applyTheme();
}

// --- the ladder: the day's, a past day's or a random one ---------------------------------------

// The ladder being played; `search` is the address's query it was loaded for.
const ladder = { puzzle: null, date: null, seed: null, level: null, chain: [], hints: 0, done: false,
                 gaveUp: false, solution: null, solvedOn: null, armed: false, search: null };

// Where a ladder's progress is kept: a day's under its date, the random ladder in one place.
function ladderKey() { return ladder.seed ? "random" : "ladder:" + ladder.date; }

function saveLadder() {
  const p = ladder.puzzle;
  store(ladderKey(), { start: p.start, target: p.target, shortest: p.steps, seed: ladder.seed, level: ladder.level,
                       chain: ladder.chain, hints: ladder.hints, done: ladder.done, gaveUp: ladder.gaveUp,
                       solution: ladder.solution, solvedOn: ladder.solvedOn });
}

function here() { return ladder.chain[ladder.chain.length - 1]; }

function steps() { return ladder.chain.length - 1; }

async function loadLadder() {
  const asked = new URLSearchParams(location.search);
  ladder.search = location.search;
  Object.assign(ladder, { puzzle: null, chain: [], hints: 0, done: false, gaveUp: false, solution: null,
                          solvedOn: null, armed: false });
  ladder.seed = asked.get("seed");
  ladder.level = ladder.seed ? asked.get("level") || "medium" : null;
  ladder.date = ladder.seed ? null : asked.get("date") || localDate();
  $("ladder-title").textContent = ladder.seed ? `A random ladder (${ladder.level})` :
    ladder.date === localDate() ? "Today's ladder" : `The ladder of ${longDate(ladder.date)}`;
  $("ladder-rows").replaceChildren();
  $("ladder-end").hidden = true;
  say($("ladder-message"), "");
  say($("ladder-about"), "Loading the ladder...");
  try {
    ladder.puzzle = await api("/api/puzzle", ladder.seed ? { difficulty: ladder.level, seed: ladder.seed }
                                                         : { date: ladder.date });
  } catch (e) {
    say($("ladder-about"), e.message, true);
    $("ladder-form").hidden = true;
    return;
  }
  const p = ladder.puzzle;
  const saved = recall(ladderKey());
  ladder.chain = [p.start];
  if (saved && saved.start === p.start && saved.target === p.target && (saved.seed || null) === ladder.seed) {
    Object.assign(ladder, { chain: saved.chain, hints: saved.hints || 0, done: saved.done, gaveUp: Boolean(saved.gaveUp),
                            solution: saved.solution || null, solvedOn: saved.solvedOn || null });
  }
  drawLadder();
}

function drawLadder() {
  const p = ladder.puzzle;
  const shortest = plural(p.steps, "step");
  $("ladder-about").classList.remove("wrong");
  $("ladder-about").textContent = `From ${p.start.toUpperCase()} to ${p.target.toUpperCase()}, one letter at a time: ` +
    `the shortest ladder has ${shortest} (${p.difficulty}).` + (ladder.done ? "" : ` You: ${plural(steps(), "step")} so far.`);
  const rows = $("ladder-rows");
  rows.replaceChildren(...ladder.chain.map((word) => tileRow(word, p.target, "played")));
  if (!ladder.done) {
    const typed = Array.from($("ladder-input").value.trim().toLowerCase());
    const entry = tileRow(typed.join("").padEnd(p.target.length, " "), null, "entry");
    entry.setAttribute("aria-hidden", "true");
    entry.querySelectorAll(".tile").forEach((tile, i) => tile.classList.toggle("over", i >= p.target.length));
    rows.appendChild(entry);
    rows.appendChild(tileRow(p.target, p.target, "target"));
  }
  rows.setAttribute("aria-label", `Your ladder: ${plural(steps(), "step")}`);
  $("ladder-form").hidden = ladder.done;
  $("ladder-end").hidden = !ladder.done;
  $("ladder-undo").disabled = ladder.chain.length < 2;
  $("ladder-give-up").textContent = ladder.armed ? "Show the answer" : "Give up";
  if (ladder.done) {
    $("ladder-verdict").textContent = verdict();
    const solution = ladder.solution || [];
    const same = solution.join(" ") === ladder.chain.join(" ");     // the player's own: not twice
    $("ladder-solution").replaceChildren(...(same ? [] : solution.map((word) => tileRow(word, p.target))));
    $("ladder-solution-about").textContent = same ? "Yours is the shortest ladder whose words are the most common." :
      `The shortest ladder (${shortest}), its words the most common:`;
    $("ladder-share").textContent = shareText();
  }
  drawStreak();
}

function verdict() {
  const p = ladder.puzzle;
  const hints = ladder.hints ? `, with ${plural(ladder.hints, "hint")}` : "";
  if (ladder.gaveUp) return `You gave up after ${plural(steps(), "step")}${hints}.`;
  const extra = steps() - p.steps;
  return `Solved in ${plural(steps(), "step")}` + (extra === 0 ? ": the shortest possible" :
    `: ${plural(extra, "step")} more than the shortest (${p.steps})`) + hints + ".";
}

// The spoiler-free share text: one square per letter per row, green where the letter is
// the target's in that place.
function shareText() {
  const p = ladder.puzzle;
  const name = ladder.seed ? `wordlog ladder, ${ladder.level} #${ladder.seed}` : `wordlog ladder ${ladder.date}`;
  const hints = ladder.hints ? `, ${plural(ladder.hints, "hint")}` : "";
  const head = ladder.gaveUp ? `${name}: gave up after ${plural(steps(), "step")} (shortest ${p.steps})${hints}` :
    `${name}: ${plural(steps(), "step")} ` + (steps() === p.steps ? "(the shortest)" : `(shortest ${p.steps})`) + hints;
  const rows = ladder.chain.map((word) => inPlace(word, p.target).map((same) => (same ? "🟩" : "⬜")).join(""));
  return [head, ...rows].join("\n");
}

function drawStreak() {
  const stats = statistics();
  $("ladder-streak").textContent = stats.streak ?
    `Streak: ${plural(stats.streak, "day")} (best ${stats.best}).` : "";
}

function disarm() {
  ladder.armed = false;
  $("ladder-give-up").textContent = "Give up";
}

async function enterWord(event) {
  event.preventDefault();
  const input = $("ladder-input");
  const word = input.value.trim().toLowerCase();
  const message = $("ladder-message");
  if (!word || ladder.done || !ladder.puzzle) return;
  disarm();
  const earlier = ladder.chain.indexOf(word);
  if (earlier >= 0 && earlier < ladder.chain.length - 1) {
    ladder.chain = ladder.chain.slice(0, earlier + 1);
    say(message, `Back to ${word}: it is on your ladder already.`);
  } else if (word === here()) {
    say(message, `You are on ${word} already.`, true);
    input.select();
    return;
  } else {
    try {
      const move = await api("/api/move", { from: here(), to: word });
      if (!move.legal) {
        say(message, sentence(move.fault), true);
        input.select();     // the next word typed replaces it
        return;
      }
      ladder.chain.push(move.to);
      say(message, "");
    } catch (e) {
      say(message, e.message, true);
      input.select();
      return;
    }
  }
  input.value = "";
  if (here() === ladder.puzzle.target) await finishLadder();
  saveLadder();
  drawLadder();
  if (ladder.done) $("ladder-verdict").focus();
}

async function finishLadder() {
  const p = ladder.puzzle;
  let verdict;
  try {
    verdict = await api("/api/check", {}, { start: p.start, target: p.target, chain: ladder.chain });
  } catch (e) {
    say($("ladder-message"), e.message, true);
    return;
  }
  Object.assign(ladder, { done: true, solution: verdict.solution, solvedOn: localDate() });
  say($("ladder-message"), "");
}

function undo() {
  if (ladder.done || ladder.chain.length < 2) return;
  disarm();
  ladder.chain.pop();
  say($("ladder-message"), `Back to ${here()}.`);
  saveLadder();
  drawLadder();
  $("ladder-input").focus();
}

async function hint() {
  if (ladder.done || !ladder.puzzle) return;
  disarm();
  const message = $("ladder-message");
  say(message, "Thinking...");
  try {
    const answer = await api("/api/hint", { from: here(), target: ladder.puzzle.target });
    if (answer.hint === null) {
      say(message, `No ladder leads from ${here()} to ${ladder.puzzle.target}: undo goes back.`, true);
      return;
    }
    ladder.hints += 1;
    say(message, `Hint: ${answer.hint} (${plural(answer.steps, "step")} to go from ${here()}).`);
    saveLadder();
  } catch (e) {
    say(message, e.message, true);
  }
  $("ladder-input").focus();
}

// Give up: a first press asks again, the second shows the shortest ladder.
async function giveUp() {
  if (ladder.done || !ladder.puzzle) return;
  const message = $("ladder-message");
  if (!ladder.armed) {
    ladder.armed = true;
    $("ladder-give-up").textContent = "Show the answer";
    say(message, "Press Show the answer to give up and see the shortest ladder.");
    return;
  }
  const p = ladder.puzzle;
  try {
    const answer = await api("/api/ladder", { start: p.start, target: p.target, engine: "bfs" });
    Object.assign(ladder, { done: true, gaveUp: true, armed: false, solution: answer.ladder });
  } catch (e) {
    say(message, e.message, true);
    return;
  }
  say(message, "");
  saveLadder();
  drawLadder();
  $("ladder-verdict").focus();
}

async function copyShare() {
  try {
    await navigator.clipboard.writeText(shareText());
    say($("ladder-message"), "Copied.");
  } catch (e) {
    say($("ladder-message"), "Select the text above to copy it.");
  }
}

// Go to another ladder (a day's, or a random one) without leaving the page.
function goTo(search) {
  history.pushState(null, "", search + "#ladder");
  showPart(false);
  loadLadder().then(() => $("ladder-input").focus());
}

async function randomLadder() {
  const level = $("random-level").value;
  try {
    const puzzle = await api("/api/puzzle", { difficulty: level });
    goTo(`?level=${level}&seed=${encodeURIComponent(puzzle.seed)}`);
  } catch (e) {
    say($("ladder-message"), e.message, true);
  }
}

// --- statistics, from the days' ladders kept in this browser -----------------------------------

const EXTRA = ["Shortest", "+1 step", "+2 steps", "+3 steps", "+4 or more"];

function dayRecords() {
  const prefix = `${LANG.key}:ladder:`;
  const records = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith(prefix)) continue;
    const record = recall(key.slice(LANG.key.length + 1));
    if (record) records[key.slice(prefix.length)] = record;
  }
  return records;
}

function statistics() {
  const records = dayRecords();
  const finished = Object.values(records).filter((r) => r.done);
  const solved = finished.filter((r) => !r.gaveUp);
  const distribution = EXTRA.map(() => 0);
  for (const r of solved) {
    const shortest = r.shortest ?? (r.verdict ? r.verdict.shortest_word_count - 1 : r.chain.length - 1);
    distribution[Math.min(EXTRA.length - 1, Math.max(0, r.chain.length - 1 - shortest))] += 1;
  }
  // a streak counts the days whose ladder was solved on that day
  const onTheDay = new Set(Object.keys(records).filter((d) => records[d].done && !records[d].gaveUp &&
                                                                  records[d].solvedOn === d));
  let day = onTheDay.has(localDate()) ? localDate() : localDate(-1);
  let streak = 0;
  while (onTheDay.has(day)) { streak += 1; day = dayBefore(day); }
  let best = 0;
  for (const d of onTheDay) {
    if (onTheDay.has(dayBefore(d))) continue;
    let run = 0;
    for (let e = d; onTheDay.has(e); e = localDate(1, dateOf(e))) run += 1;
    best = Math.max(best, run);
  }
  return { played: finished.length, solved: solved.length, distribution, streak, best };
}

function drawStats() {
  const stats = statistics();
  const numbers = [["Played", stats.played], ["Solved", stats.solved], ["Streak", stats.streak], ["Best streak", stats.best]];
  $("stats-numbers").replaceChildren(...numbers.map(([name, value]) => {
    const group = document.createElement("div");
    const term = document.createElement("dt");
    term.textContent = name;
    const number = document.createElement("dd");
    number.textContent = String(value);
    group.append(term, number);
    return group;
  }));
  const most = Math.max(1, ...stats.distribution);
  const last = ladder.done && !ladder.gaveUp && !ladder.seed && ladder.puzzle ?
    Math.min(EXTRA.length - 1, steps() - ladder.puzzle.steps) : -1;
  $("stats-chart").replaceChildren(...stats.distribution.map((count, i) => {
    const item = document.createElement("li");
    item.classList.toggle("last", i === last);
    const name = document.createElement("span");
    name.textContent = EXTRA[i] + ":";
    const bar = document.createElement("span");
    bar.className = "bar";
    bar.style.width = `${Math.max(8, (100 * count) / most)}%`;
    bar.textContent = String(count);
    const told = document.createElement("span");
    told.className = "sr-only";
    told.textContent = count === 1 ? " ladder" : " ladders";
    bar.appendChild(told);
    item.append(name, bar);
    return item;
  }));
}

// --- past days ------------------------------------------------------------------------------

// How far back the archive goes, in days.
const ARCHIVE_DAYS = 365;
const archive = { month: null };

function drawArchive() {
  const today = dateOf(localDate());
  const first = dateOf(localDate(-ARCHIVE_DAYS));
  if (!archive.month) {
    const shown = dateOf(ladder.date || localDate());
    archive.month = new Date(shown.getFullYear(), shown.getMonth(), 1);
  }
  const m = archive.month;
  $("archive-month").textContent = m.toLocaleDateString("en-GB", { month: "long", year: "numeric" });
  $("archive-before").disabled = m <= first;
  $("archive-after").disabled = new Date(m.getFullYear(), m.getMonth() + 1, 1) > today;
  const records = dayRecords();
  const days = [];
  for (let d = 1; d <= new Date(m.getFullYear(), m.getMonth() + 1, 0).getDate(); d++) {
    const day = new Date(m.getFullYear(), m.getMonth(), d);
    if (day < first || day > today) continue;
    const date = localDate(0, day);
    const r = records[date];
    const state = !r ? "" : !r.done ? "begun" : r.gaveUp ? "gave-up" : "solved";
    const item = document.createElement("li");
    if (!days.length) item.style.gridColumnStart = String((day.getDay() + 6) % 7 + 1);     // Monday first
    const link = document.createElement("a");
    link.href = `?date=${date}#ladder`;
    link.dataset.date = date;
    link.className = state;
    const told = { "": "not played", begun: "begun", "gave-up": "given up",
                   solved: r && r.done ? `solved in ${plural(r.chain.length - 1, "step")}` : "" }[state];
    link.setAttribute("aria-label", `${longDate(date, { weekday: "long", day: "numeric", month: "long" })}: ${told}`);
    if (date === ladder.date) {
      link.classList.add("current");
      link.setAttribute("aria-current", "date");
    }
    const number = document.createElement("span");
    number.textContent = String(d);
    const mark = document.createElement("span");
    mark.className = "mark";
    mark.textContent = { "": "", begun: "…", "gave-up": "✗", solved: "✓" }[state];
    link.append(number, mark);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      $("archive").close();
      goTo(`?date=${date}`);
    });
    item.appendChild(link);
    days.push(item);
  }
  $("archive-days").replaceChildren(...days);
}

function turnMonth(by) {
  const m = archive.month;
  archive.month = new Date(m.getFullYear(), m.getMonth() + by, 1);
  drawArchive();
}

// --- solve -------------------------------------------------------------------------------

// The word lists Solve offers, by SCOWL size ("": the server's own, the day's ladder's).
const WORD_LISTS = [["", "Usual words"], ["35", "Common words only"], ["80", "Rare words too"],
                    ["95", "Every word"]];
const ENGINE_NAMES = { astar: "Prolog's A* search", bfs: "Python's breadth-first search" };
const picture = { scale: 1, url: null };

function fillTiers(about) {
  const select = $("solve-tier");
  select.replaceChildren(...WORD_LISTS.map(([value, name]) => new Option(name, value)));
  if (!about.tiers) {
    select.replaceChildren(new Option("The server's words", ""));
    select.disabled = true;
  }
}

async function solve(event) {
  event.preventDefault();
  const message = $("solve-message");
  const question = { start: $("solve-start").value.trim(), target: $("solve-target").value.trim(),
                     engine: $("solve-engine").value, tier: $("solve-tier").value };
  $("solve-result").hidden = true;
  if (!question.start || !question.target) {
    say(message, "Give a word to start from and a word to reach.", true);
    $(question.start ? "solve-target" : "solve-start").focus();
    return;
  }
  say(message, "Searching...");
  let answer;
  try {
    answer = await api("/api/ladder", question);
  } catch (e) {
    say(message, e.message, true);
    if (e.field && $("solve-" + e.field)) $("solve-" + e.field).focus();
    return;
  }
  if (!answer.ladder.length) {
    say(message, sentence(answer.message.charAt(0).toUpperCase() + answer.message.slice(1)), true);
    return;
  }
  say(message, "");
  $("solve-ladder").replaceChildren(...answer.ladder.map((word) => tileRow(word, answer.target)));
  const n = answer.length - 1;
  $("solve-count").textContent = n === 0 ? `${answer.start} is the word to reach: 0 steps.` :
    `${plural(n, "step")}. ` + (answer.count === 1 ? "This is the only shortest ladder" :
      `${plural(answer.count, "shortest ladder")}; this one's words are the most common`) +
    `. Found by ${ENGINE_NAMES[answer.engine] || answer.engine}.`;
  $("solve-result").hidden = false;
  if (n > 0) drawPicture(question, answer);
  else $("solve-figure").hidden = $("solve-figure").previousElementSibling.hidden = true;
}

async function drawPicture(question, answer) {
  const img = $("solve-picture");
  const box = $("solve-figure");
  box.hidden = box.previousElementSibling.hidden = true;
  const url = new URL("/api/graph.svg", location.origin);
  for (const key of ["start", "target", "tier"]) if (question[key]) url.searchParams.set(key, question[key]);
  const response = await fetch(url).catch(() => null);
  if (!response || !response.ok) {
    const data = response ? await response.json().catch(() => ({})) : {};
    $("solve-count").textContent += ` No picture: ${sentence(data.error || "the server does not answer")}`;
    return;
  }
  if (picture.url) URL.revokeObjectURL(picture.url);
  picture.url = URL.createObjectURL(await response.blob());
  img.alt = `Every shortest ladder from ${answer.start} to ${answer.target}, ${plural(answer.count, "ladder")}, ` +
    "as a picture: a word a box, a line between words one letter apart, the ladder above in red.";
  img.onload = () => {       // at its own size, its start (on the left) in view
    picture.scale = 1;
    zoom(1);
    box.scrollLeft = 0;
  };
  img.src = picture.url;
  box.hidden = box.previousElementSibling.hidden = false;
}

// Zoom the picture by `factor` (0: to fit its box), keeping the point at the box's centre.
function zoom(factor) {
  const img = $("solve-picture");
  const box = $("solve-figure");
  if (!img.naturalWidth) return;
  const fit = (box.clientWidth - 2) / img.naturalWidth;
  const centre = [(box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
                  (box.scrollTop + box.clientHeight / 2) / box.scrollHeight];
  picture.scale = factor === 0 ? fit : Math.min(4, Math.max(Math.min(fit, 0.25), picture.scale * factor));
  img.style.width = `${Math.round(img.naturalWidth * picture.scale)}px`;
  box.scrollLeft = centre[0] * box.scrollWidth - box.clientWidth / 2;
  box.scrollTop = centre[1] * box.scrollHeight - box.clientHeight / 2;
}

// A mouse drags the picture around inside its box (a finger scrolls it as any box).
function dragPicture() {
  const box = $("solve-figure");
  let from = null;
  box.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "mouse") return;
    from = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  box.addEventListener("pointermove", (e) => {
    if (!from) return;
    box.scrollLeft = from.left - (e.clientX - from.x);
    box.scrollTop = from.top - (e.clientY - from.y);
  });
  for (const end of ["pointerup", "pointercancel"]) box.addEventListener(end, () => { from = null; });
}

// --- Boggle ------------------------------------------------------------------------------

// The round: the board, the words found, the clock, and the path of the word being formed
// (the cells, by number), which alone is lit on the board.
const boggle = { board: null, faces: [], found: [], timer: null, ends: 0, over: true, path: [], drag: null };

async function newBoard(daily, seed = undefined) {
  clearInterval(boggle.timer);
  const message = $("boggle-message");
  const dice = $("boggle-dice").value;
  try {
    boggle.board = await api("/api/boggle", daily ? { date: localDate(), dice } : { dice, seed });
  } catch (e) {
    say(message, e.message, true);
    return;
  }
  const b = boggle.board;
  Object.assign(boggle, { found: [], over: false, path: [], faces: b.dice.map((face) => face.toLowerCase()),
                          ends: Date.now() + b.seconds * 1000 });
  $("boggle-about").textContent = (daily ? `The board of ${longDate(b.date)}` : `A random board (number ${b.seed})`) +
    `: words of ${b.min_length} letters or more through dice that touch, across, down or diagonally, each die ` +
    "once. Tap or drag across the dice, or type.";
  const grid = $("boggle-board");
  grid.style.setProperty("--cols", String(b.cols));
  grid.classList.remove("over");
  grid.replaceChildren(...b.dice.map((face, cell) => {
    const die = document.createElement("button");
    die.type = "button";
    die.className = "die";
    die.dataset.cell = String(cell);
    die.tabIndex = cell === 0 ? 0 : -1;
    die.textContent = face;
    die.setAttribute("aria-label", `${face}, row ${Math.floor(cell / b.cols) + 1}, column ${cell % b.cols + 1}`);
    die.setAttribute("aria-pressed", "false");
    return die;
  }));
  grid.hidden = false;
  $("boggle-form").hidden = false;
  $("boggle-end").hidden = true;
  $("boggle-missed-part").hidden = true;
  $("boggle-input").value = "";
  say(message, "");
  drawFound();
  tick();
  boggle.timer = setInterval(tick, 250);
  $("boggle-input").focus();
}

function tick() {
  const left = Math.max(0, Math.ceil((boggle.ends - Date.now()) / 1000));
  const timer = $("boggle-timer");
  timer.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  timer.classList.toggle("low", left <= 10);
  if (left === 0 && !boggle.over) endRound(false);
}

function points(words) { return words.reduce((sum, w) => sum + w.points, 0); }

function drawFound() {
  $("boggle-found").replaceChildren(...boggle.found.map((w) => wordItem(w, boggle.over)));
  $("boggle-found-title").hidden = !boggle.found.length;
  const n = boggle.found.length;
  $("boggle-score").textContent = `${plural(n, "word")}, ${plural(points(boggle.found), "point")}`;
}

// A word of the lists under the board; after the round, a button that lights its path.
function wordItem(w, pointable) {
  const item = document.createElement("li");
  const label = document.createElement(pointable ? "button" : "span");
  label.textContent = w.word;
  const small = document.createElement("small");
  small.textContent = plural(w.points, "point");
  label.appendChild(small);
  if (pointable) {
    label.type = "button";
    label.dataset.word = w.word;
    const light = () => lightPath(tracePath(w.word) || []);
    label.addEventListener("pointerenter", light);
    label.addEventListener("focus", light);
    label.addEventListener("click", light);
    label.addEventListener("pointerleave", () => lightPath([]));
    label.addEventListener("blur", () => lightPath([]));
  }
  item.appendChild(label);
  return item;
}

function neighbours(a, b) {
  const cols = boggle.board.cols;
  return a !== b && Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) <= 1 && Math.abs(a % cols - b % cols) <= 1;
}

// A path spelling `word` through dice that touch, each once (a Qu die spells "qu"), or
// null; the first found, as the page lights a word typed or pointed at. The server judges
// whether a word counts; this only shows where it is. Gives up (null) after a bounded search.
function tracePath(word) {
  const faces = boggle.faces;
  const used = faces.map(() => false);
  const path = [];
  let budget = 200000;
  const from = (cell, rest) => {
    if (used[cell] || !rest.startsWith(faces[cell]) || --budget < 0) return false;
    used[cell] = true;
    path.push(cell);
    const left = rest.slice(faces[cell].length);
    if (!left || faces.some((_, next) => neighbours(cell, next) && from(next, left))) return true;
    used[cell] = false;
    path.pop();
    return false;
  };
  return word && faces.some((_, cell) => from(cell, word)) ? path : null;
}

function lightPath(path) {
  const cells = new Set(path);
  for (const die of $("boggle-board").children) {
    const cell = Number(die.dataset.cell);
    die.classList.toggle("traced", cells.has(cell));
    die.classList.toggle("first", path[0] === cell);
    die.setAttribute("aria-pressed", String(cells.has(cell)));
  }
}

// The word being formed: `path` lit, its letters in the box (unless typed there).
function formPath(path, typed = false) {
  boggle.path = path;
  lightPath(path);
  if (!typed) $("boggle-input").value = path.map((cell) => boggle.faces[cell]).join("");
}

// A die tapped (or pressed with Enter or Space): the path goes on to it when it touches the
// last die, goes back to it when it is on the path, or starts at it.
function tapDie(cell) {
  const path = boggle.path;
  const at = path.indexOf(cell);
  if (at >= 0) formPath(path.slice(0, at + 1));
  else if (path.length && neighbours(path[path.length - 1], cell)) formPath([...path, cell]);
  else formPath([cell]);
}

// The die under a point; `inner`: only near its centre, so that a drag along a diagonal
// does not catch the dice beside it.
function dieAt(x, y, inner) {
  const element = document.elementFromPoint(x, y);
  const die = element && element.closest("#boggle-board .die");
  if (!die) return null;
  if (inner) {
    const box = die.getBoundingClientRect();
    const dx = x - (box.left + box.width / 2), dy = y - (box.top + box.height / 2);
    if (Math.hypot(dx, dy) > box.width * 0.42) return null;
  }
  return Number(die.dataset.cell);
}

function boardPointers() {
  const grid = $("boggle-board");
  grid.addEventListener("pointerdown", (e) => {
    const cell = dieAt(e.clientX, e.clientY, false);
    if (cell === null || boggle.over) return;
    e.preventDefault();
    const last = boggle.path[boggle.path.length - 1];
    boggle.drag = { id: e.pointerId, moved: false, again: last === cell };
    if (last !== cell) tapDie(cell);
    if (grid.hasPointerCapture && !grid.hasPointerCapture(e.pointerId)) grid.setPointerCapture(e.pointerId);
  });
  grid.addEventListener("pointermove", (e) => {
    const drag = boggle.drag;
    if (!drag || drag.id !== e.pointerId || boggle.over) return;
    const cell = dieAt(e.clientX, e.clientY, true);
    const path = boggle.path;
    if (cell === null || cell === path[path.length - 1]) return;
    if (cell === path[path.length - 2]) formPath(path.slice(0, -1));
    else if (!path.includes(cell) && neighbours(path[path.length - 1], cell)) formPath([...path, cell]);
    else return;
    drag.moved = true;
  });
  grid.addEventListener("pointerup", (e) => {
    const drag = boggle.drag;
    if (!drag || drag.id !== e.pointerId) return;
    boggle.drag = null;
    if (drag.moved || drag.again) submitBoggle();     // a drag ends the word, and so does a second tap
  });
  grid.addEventListener("pointercancel", () => { boggle.drag = null; });
  // the keyboard: arrows move between dice, Enter or Space taps one (again: the word is done)
  grid.addEventListener("click", (e) => {
    const die = e.target.closest(".die");
    if (!die || e.detail !== 0 || boggle.over) return;       // a pointer's click was taken above
    const cell = Number(die.dataset.cell);
    if (boggle.path[boggle.path.length - 1] === cell) submitBoggle();
    else tapDie(cell);
  });
  grid.addEventListener("keydown", (e) => {
    const die = e.target.closest(".die");
    if (!die) return;
    const cols = boggle.board.cols, n = boggle.faces.length, cell = Number(die.dataset.cell);
    const to = { ArrowLeft: cell - 1, ArrowRight: cell + 1, ArrowUp: cell - cols, ArrowDown: cell + cols }[e.key];
    if (e.key === "Backspace") formPath(boggle.path.slice(0, -1));
    else if (e.key === "Escape") formPath([]);
    else if (to === undefined) return;
    else if (to >= 0 && to < n && (e.key.startsWith("ArrowU") || e.key.startsWith("ArrowD") ||
                                   Math.floor(to / cols) === Math.floor(cell / cols))) {
      die.tabIndex = -1;
      grid.children[to].tabIndex = 0;
      grid.children[to].focus();
    }
    e.preventDefault();
  });
}

function submitBoggle() {
  enterBoggleWord(new Event("submit"));
}

async function enterBoggleWord(event) {
  event.preventDefault();
  const input = $("boggle-input");
  const word = input.value.trim().toLowerCase();
  const message = $("boggle-message");
  formPath([]);     // the word is given: its path is no longer being formed
  input.value = "";
  if (!word || boggle.over) return;
  if (boggle.found.some((w) => w.word === word)) {
    say(message, `${word} is found already.`, true);
    return;
  }
  try {
    const answer = await api("/api/boggle/word", { board: boggle.board.board, word });
    if (!answer.counts) {
      say(message, sentence(answer.fault), true);
      return;
    }
    if (boggle.over || boggle.found.some((w) => w.word === answer.word)) return;
    boggle.found.push({ word: answer.word, points: answer.points });
    say(message, `${answer.word}: ${plural(answer.points, "point")}.`);
    drawFound();
  } catch (e) {
    say(message, e.message, true);
  }
}

// The end of the round, when the clock runs out or the player ends it: no more words, the
// board's every word listed, each lighting its path when pointed at.
async function endRound(early) {
  if (boggle.over || !boggle.board) return;
  boggle.over = true;
  boggle.drag = null;
  clearInterval(boggle.timer);
  const ending = early ? "Round over" : "Time's up";
  $("boggle-timer").textContent = ending;
  $("boggle-timer").classList.remove("low");
  $("boggle-form").hidden = true;
  $("boggle-board").classList.add("over");
  for (const die of $("boggle-board").children) { die.disabled = true; die.removeAttribute("aria-pressed"); }
  formPath([]);
  drawFound();
  say($("boggle-message"), `${ending}! Finding every word of the board...`);
  let all;
  try {
    all = await api("/api/boggle/words", { board: boggle.board.board });
  } catch (e) {
    say($("boggle-message"), e.message, true);
    return;
  }
  const found = new Set(boggle.found.map((w) => w.word));
  const missed = all.words.filter((w) => !found.has(w.word))      // the longest first
    .sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
  $("boggle-verdict").textContent = `${ending}: you found ${boggle.found.length} of ${plural(all.count, "word")}, ` +
    `${points(boggle.found)} of ${plural(all.score, "point")}.`;
  $("boggle-missed").replaceChildren(...missed.map((w) => wordItem(w, true)));
  $("boggle-missed-part").hidden = !missed.length;
  $("boggle-end").hidden = false;
  say($("boggle-message"), "");
  $("boggle-verdict").focus();
}

// --- start -------------------------------------------------------------------------------

async function start() {
  window.addEventListener("hashchange", () => showPart());
  window.addEventListener("popstate", () => {     // back or forward: to another ladder, or another part
    showPart(false);
    if (location.search !== ladder.search) loadLadder();
  });
  $("ladder-form").addEventListener("submit", enterWord);
  $("ladder-input").addEventListener("input", () => ladder.puzzle && !ladder.done && drawLadder());
  $("ladder-undo").addEventListener("click", undo);
  $("ladder-hint").addEventListener("click", hint);
  $("ladder-give-up").addEventListener("click", giveUp);
  $("ladder-copy").addEventListener("click", copyShare);
  $("ladder-today").addEventListener("click", () => goTo(location.pathname));
  $("ladder-random").addEventListener("click", randomLadder);
  $("ladder-stats").addEventListener("click", () => openDialog("stats"));
  $("solve-form").addEventListener("submit", solve);
  $("picture-in").addEventListener("click", () => zoom(1.25));
  $("picture-out").addEventListener("click", () => zoom(0.8));
  $("picture-fit").addEventListener("click", () => zoom(0));
  dragPicture();
  $("boggle-daily").addEventListener("click", () => newBoard(true));
  $("boggle-random").addEventListener("click", () => newBoard(false));
  $("boggle-again").addEventListener("click", () => newBoard(false));
  $("boggle-form").addEventListener("submit", enterBoggleWord);
  $("boggle-input").addEventListener("input", () => {
    if (!boggle.over) formPath(tracePath($("boggle-input").value.trim().toLowerCase()) || [], true);
  });
  $("boggle-clear").addEventListener("click", () => { formPath([]); $("boggle-input").focus(); });
  $("boggle-stop").addEventListener("click", () => endRound(true));
  boardPointers();
  $("open-help").addEventListener("click", () => openDialog("help"));
  $("open-stats").addEventListener("click", () => openDialog("stats"));
  $("open-settings").addEventListener("click", () => openDialog("settings"));
  $("open-archive").addEventListener("click", () => { archive.month = null; openDialog("archive"); });
  $("archive-before").addEventListener("click", () => turnMonth(-1));
  $("archive-after").addEventListener("click", () => turnMonth(1));
  $("settings").addEventListener("change", changeSettings);
  $("help").addEventListener("close", () => store("seen-help", true));
  fillHelp();
  fillSettings();
  if (!recall("seen-help")) openDialog("help");
  showPart();
  try {
    const about = await api("/api/about");
    fillTiers(about);
    $("random-level").replaceChildren(...about.difficulties.map((level) => new Option(level, level, false,
                                                                                     level === "medium")));
  } catch (e) {
    fillTiers({ tiers: true });
  }
  await loadLadder();
  document.body.dataset.ready = "yes";
}

start();

// wordlog's page: the day's ladder, the solver and Boggle, over the JSON API of this server.
// Plain JavaScript, nothing loaded from elsewhere. The page keeps no secret: the server
// checks every move and word; the browser keeps progress and the streak in localStorage.
"use strict";

const $ = (id) => document.getElementById(id);

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
    throw new ApiError("the wordlog server does not answer: is `wordlog serve` still running?");
  }
  const data = await response.json().catch(() => ({ error: response.statusText }));
  if (!response.ok) throw new ApiError(data.error || response.statusText, data.field);
  return data;
}

function say(element, text, wrong = false) {
  element.textContent = text;
  element.classList.toggle("wrong", wrong);
}

// The local date as YYYY-MM-DD, `days` from today.
function localDate(days = 0, from = new Date()) {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function dayBefore(date) {
  const [y, m, d] = date.split("-").map(Number);
  return localDate(-1, new Date(y, m - 1, d));
}

// A row of letter tiles; the letters in the same place as in `target` are green.
function tileRow(word, target, extraClass = "") {
  const row = document.createElement("div");
  row.className = "row " + extraClass;
  row.dataset.word = word;
  const letters = Array.from(word);
  const goal = Array.from(target || "");
  for (let i = 0; i < letters.length; i++) {
    const tile = document.createElement("span");
    tile.className = "tile" + (target && letters[i] === goal[i] ? " in-place" : "");
    tile.textContent = letters[i];
    row.appendChild(tile);
  }
  return row;
}

function store(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* storage full or off */ }
}

function recall(key) {
  try { return JSON.parse(localStorage.getItem(key)); } catch (e) { return null; }
}

// --- the tabs ------------------------------------------------------------------------------

const PARTS = ["ladder", "solve", "boggle"];

function showPart() {
  const wanted = location.hash.slice(1);
  const part = PARTS.includes(wanted) ? wanted : "ladder";
  for (const name of PARTS) {
    $(name).hidden = name !== part;
    $("tab-" + name).classList.toggle("current", name === part);
  }
  const focus = { ladder: "ladder-input", solve: "solve-start", boggle: "boggle-input" }[part];
  if (!$(focus).closest("[hidden]")) $(focus).focus();
}

// --- today's ladder --------------------------------------------------------------------------

const ladder = { puzzle: null, chain: [], hints: 0, done: false, verdict: null, date: null };

function ladderKey() { return "wordlog:ladder:" + ladder.date; }

function saveLadder() {
  store(ladderKey(), { start: ladder.puzzle.start, target: ladder.puzzle.target, chain: ladder.chain,
                       hints: ladder.hints, done: ladder.done, verdict: ladder.verdict });
}

function here() { return ladder.chain[ladder.chain.length - 1]; }

function drawLadder() {
  const p = ladder.puzzle;
  const rows = $("ladder-rows");
  rows.replaceChildren();
  ladder.chain.forEach((word) => rows.appendChild(tileRow(word, p.target, "played")));
  if (!ladder.done) {
    const typed = $("ladder-input").value.trim().toLowerCase();
    const entry = Array.from(typed.padEnd(p.target.length, " ")).join("");
    rows.appendChild(tileRow(entry, null, "entry"));
    rows.appendChild(tileRow(p.target, p.target, "target"));
  }
  $("ladder-form").hidden = ladder.done;
  $("ladder-end").hidden = !ladder.done;
  $("ladder-undo").disabled = ladder.chain.length < 2;
  if (ladder.done && ladder.verdict) {
    $("ladder-verdict").textContent = "Solved: " + ladder.verdict.message +
      (ladder.hints ? `, with ${ladder.hints} hint${ladder.hints === 1 ? "" : "s"}` : "") + ".";
    $("ladder-solution").textContent = ladder.verdict.solution.join(" → ");
    $("ladder-share").textContent = shareText();
  }
  drawStreak();
}

// The spoiler-free share text: one square per letter per row, green where the letter is
// the target's in that place.
function shareText() {
  const p = ladder.puzzle;
  const goal = Array.from(p.target);
  const steps = ladder.chain.length - 1;
  const head = `wordlog ladder ${ladder.date}: ${steps} step${steps === 1 ? "" : "s"} ` +
    (steps === p.steps ? "(the shortest)" : `(shortest ${p.steps})`) +
    (ladder.hints ? `, ${ladder.hints} hint${ladder.hints === 1 ? "" : "s"}` : "");
  const rows = ladder.chain.map((word) =>
    Array.from(word).map((c, i) => (c === goal[i] ? "🟩" : "⬜")).join(""));
  return [head, ...rows].join("\n");
}

function drawStreak() {
  const streak = recall("wordlog:streak");
  $("ladder-streak").textContent = streak && streak.count ?
    `Streak: ${streak.count} day${streak.count === 1 ? "" : "s"} (best ${streak.best}).` : "";
}

function countStreak() {
  const streak = recall("wordlog:streak") || { last: null, count: 0, best: 0 };
  if (streak.last === ladder.date) return;
  if (ladder.date !== localDate()) return;      // an earlier day's puzzle keeps no streak
  streak.count = streak.last === dayBefore(ladder.date) ? streak.count + 1 : 1;
  streak.best = Math.max(streak.best || 0, streak.count);
  streak.last = ladder.date;
  store("wordlog:streak", streak);
}

async function loadLadder() {
  const asked = new URLSearchParams(location.search).get("date");
  ladder.date = asked || localDate();
  try {
    ladder.puzzle = await api("/api/puzzle", { date: ladder.date });
  } catch (e) {
    say($("ladder-about"), e.message, true);
    $("ladder-form").hidden = true;
    return;
  }
  const p = ladder.puzzle;
  $("ladder-about").textContent = `${ladder.date}: from ${p.start.toUpperCase()} to ${p.target.toUpperCase()}, ` +
    `one letter at a time. The shortest ladder has ${p.steps} steps (${p.difficulty}).`;
  $("ladder-input").maxLength = p.target.length;
  const saved = recall(ladderKey());
  ladder.chain = [p.start];
  if (saved && saved.start === p.start && saved.target === p.target) {
    Object.assign(ladder, { chain: saved.chain, hints: saved.hints, done: saved.done, verdict: saved.verdict });
  }
  drawLadder();
}

async function enterWord(event) {
  event.preventDefault();
  const input = $("ladder-input");
  const word = input.value.trim().toLowerCase();
  const message = $("ladder-message");
  if (!word || ladder.done || !ladder.puzzle) return;
  const earlier = ladder.chain.indexOf(word);
  if (earlier >= 0 && earlier < ladder.chain.length - 1) {
    ladder.chain = ladder.chain.slice(0, earlier + 1);
    say(message, `Back to ${word}: it is on your ladder already.`);
  } else if (word === here()) {
    say(message, `You are on ${word} already.`, true);
  } else {
    try {
      const move = await api("/api/move", { from: here(), to: word });
      if (!move.legal) {
        say(message, "Not allowed: " + move.fault, true);
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
}

async function finishLadder() {
  const p = ladder.puzzle;
  try {
    ladder.verdict = await api("/api/check", {}, { start: p.start, target: p.target, chain: ladder.chain });
  } catch (e) {
    say($("ladder-message"), e.message, true);
    return;
  }
  ladder.done = true;
  say($("ladder-message"), "");
  countStreak();
}

function undo() {
  if (ladder.done || ladder.chain.length < 2) return;
  ladder.chain.pop();
  say($("ladder-message"), `Back to ${here()}.`);
  saveLadder();
  drawLadder();
  $("ladder-input").focus();
}

async function hint() {
  if (ladder.done || !ladder.puzzle) return;
  const message = $("ladder-message");
  say(message, "Thinking...");
  try {
    const answer = await api("/api/hint", { from: here(), target: ladder.puzzle.target });
    if (answer.hint === null) {
      say(message, `No ladder leads from ${here()} to ${ladder.puzzle.target}; undo goes back.`, true);
      return;
    }
    ladder.hints += 1;
    say(message, `Hint: ${answer.hint} (${answer.steps} steps to go from ${here()}).`);
    saveLadder();
  } catch (e) {
    say(message, e.message, true);
  }
  $("ladder-input").focus();
}

async function copyShare() {
  try {
    await navigator.clipboard.writeText(shareText());
    say($("ladder-message"), "Copied.");
  } catch (e) {
    say($("ladder-message"), "Select the text above to copy it.");
  }
}

// --- solve -------------------------------------------------------------------------------

const TIERS = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95];
let pictureUrl = null;

function fillTiers(about) {
  const select = $("solve-tier");
  for (const tier of TIERS) {
    const option = new Option(String(tier), String(tier), false, tier === about.tier);
    select.appendChild(option);
  }
  if (!about.tiers) {
    select.replaceChildren(new Option("all its words", ""));
    select.disabled = true;
  }
}

async function solve(event) {
  event.preventDefault();
  const message = $("solve-message");
  const question = { start: $("solve-start").value.trim(), target: $("solve-target").value.trim(),
                     engine: $("solve-engine").value, tier: $("solve-tier").value };
  $("solve-result").hidden = true;
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
    // the server's line says why when the words' lengths differ
    const why = answer.message.slice(`no ladder from ${answer.start} to ${answer.target}`.length);
    say(message, `No ladder from ${answer.start} to ${answer.target} in ${answer.lexicon}${why}.`, true);
    return;
  }
  say(message, "");
  const rows = $("solve-ladder");
  rows.replaceChildren(...answer.ladder.map((word) => tileRow(word, answer.target)));
  const ways = answer.count === 1 ? "1 shortest ladder" : `${answer.count.toLocaleString("en")} shortest ladders`;
  $("solve-count").textContent = `${ways} of ${answer.length} words (${answer.length - 1} steps); ` +
    `above, the friendliest (its rarest word most common). Engine ${answer.engine}, ${answer.lexicon}.`;
  $("solve-result").hidden = false;
  drawPicture(question);
}

async function drawPicture(question) {
  const img = $("solve-picture");
  img.hidden = true;
  const url = new URL("/api/graph.svg", location.origin);
  for (const key of ["start", "target", "tier"]) if (question[key]) url.searchParams.set(key, question[key]);
  const response = await fetch(url).catch(() => null);
  if (!response || !response.ok) {
    const data = response ? await response.json().catch(() => ({})) : {};
    $("solve-count").textContent += ` No picture: ${data.error || "the server does not answer"}.`;
    return;
  }
  if (pictureUrl) URL.revokeObjectURL(pictureUrl);
  pictureUrl = URL.createObjectURL(await response.blob());
  img.src = pictureUrl;
  img.hidden = false;
}

// --- Boggle ------------------------------------------------------------------------------

const boggle = { board: null, found: [], timer: null, ends: 0, over: true };

async function newBoard(daily) {
  clearInterval(boggle.timer);
  const message = $("boggle-message");
  const dice = $("boggle-dice").value;
  try {
    boggle.board = await api("/api/boggle", daily ? { date: localDate(), dice } : { dice });
  } catch (e) {
    say(message, e.message, true);
    return;
  }
  const b = boggle.board;
  boggle.found = [];
  boggle.over = false;
  boggle.ends = Date.now() + b.seconds * 1000;
  $("boggle-about").textContent = (daily ? `The board of ${b.date}` : `A random board (seed ${b.seed})`) +
    `: words of ${b.min_length} letters or more, through dice that touch, each die once.`;
  const grid = $("boggle-board");
  grid.style.gridTemplateColumns = `repeat(${b.cols}, max-content)`;
  grid.replaceChildren(...b.dice.map((face, cell) => {
    const die = document.createElement("span");
    die.className = "die";
    die.dataset.cell = String(cell);
    die.textContent = face;
    return die;
  }));
  $("boggle-form").hidden = false;
  $("boggle-end").hidden = true;
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
  if (left === 0 && !boggle.over) endRound();
}

function points(words) { return words.reduce((sum, w) => sum + w.points, 0); }

function drawFound() {
  $("boggle-found").replaceChildren(...boggle.found.map((w) => {
    const li = document.createElement("li");
    li.textContent = w.word + " ";
    const small = document.createElement("small");
    small.textContent = String(w.points);
    li.appendChild(small);
    return li;
  }));
  const n = boggle.found.length;
  $("boggle-score").textContent = n ? `${n} word${n === 1 ? "" : "s"}, ${points(boggle.found)} points` : "";
}

function showPath(path) {
  const cols = boggle.board.cols;
  const cells = new Set(path.map(([r, c]) => (r - 1) * cols + (c - 1)));
  for (const die of $("boggle-board").children) die.classList.toggle("traced", cells.has(Number(die.dataset.cell)));
}

async function enterBoggleWord(event) {
  event.preventDefault();
  const input = $("boggle-input");
  const word = input.value.trim().toLowerCase();
  const message = $("boggle-message");
  if (!word || boggle.over) return;
  input.value = "";
  if (boggle.found.some((w) => w.word === word)) {
    say(message, `${word}: found already.`, true);
    return;
  }
  try {
    const answer = await api("/api/boggle/word", { board: boggle.board.board, word });
    if (answer.path) showPath(answer.path);
    if (!answer.counts) {
      say(message, answer.fault, true);
      return;
    }
    if (boggle.over || boggle.found.some((w) => w.word === answer.word)) return;
    boggle.found.push({ word: answer.word, points: answer.points });
    say(message, `${answer.word}: ${answer.points} point${answer.points === 1 ? "" : "s"}.`);
    drawFound();
  } catch (e) {
    say(message, e.message, true);
  }
}

async function endRound() {
  if (boggle.over) return;
  boggle.over = true;
  clearInterval(boggle.timer);
  $("boggle-form").hidden = true;
  showPath([]);
  say($("boggle-message"), "Time! Finding every word of the board...");
  let all;
  try {
    all = await api("/api/boggle/words", { board: boggle.board.board });
  } catch (e) {
    say($("boggle-message"), e.message, true);
    return;
  }
  const found = new Set(boggle.found.map((w) => w.word));
  const missed = all.words.filter((w) => !found.has(w.word));
  $("boggle-verdict").textContent = `Time! You found ${boggle.found.length} of ${all.count} words: ` +
    `${points(boggle.found)} of ${all.score} points.`;
  $("boggle-missed").replaceChildren(...missed.map((w) => {
    const li = document.createElement("li");
    li.textContent = w.word;
    return li;
  }));
  $("boggle-end").hidden = false;
  say($("boggle-message"), "");
}

// --- start -------------------------------------------------------------------------------

async function start() {
  window.addEventListener("hashchange", showPart);
  $("ladder-form").addEventListener("submit", enterWord);
  $("ladder-input").addEventListener("input", () => ladder.puzzle && drawLadder());
  $("ladder-undo").addEventListener("click", undo);
  $("ladder-hint").addEventListener("click", hint);
  $("ladder-copy").addEventListener("click", copyShare);
  $("solve-form").addEventListener("submit", solve);
  $("boggle-daily").addEventListener("click", () => newBoard(true));
  $("boggle-random").addEventListener("click", () => newBoard(false));
  $("boggle-form").addEventListener("submit", enterBoggleWord);
  $("boggle-stop").addEventListener("click", endRound);
  showPart();
  try {
    fillTiers(await api("/api/about"));
  } catch (e) {
    fillTiers({ tier: 60, tiers: true });
  }
  await loadLadder();
  document.body.dataset.ready = "yes";
}

start();

// The theme chosen in the page's settings (light, dark or as the device; high contrast or
// not), applied before the page is drawn so that it never flashes in the other one.
// app.js calls applyTheme again when the settings change.
"use strict";

function applyTheme() {
  let settings = {};
  try { settings = JSON.parse(localStorage.getItem("wordlog:settings")) || {}; } catch (e) { /* storage off */ }
  const root = document.documentElement;
  if (settings.theme === "light" || settings.theme === "dark") root.dataset.theme = settings.theme;
  else delete root.dataset.theme;
  if (typeof settings.contrast === "boolean") root.dataset.contrast = settings.contrast ? "more" : "normal";
  else delete root.dataset.contrast;
}

applyTheme();

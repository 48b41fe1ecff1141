// "How to play" (pygames/web/rules.py builds its sections): opened in a dialog wide enough
// for the figures, and a worked example stepped through with Previous and Next, one frame of
// the figure at a time. Handled here, on the page, because it changes nothing in the game:
// no reason to cross into Python.
(() => {
  document.addEventListener("click", (event) => {
    const rules = document.getElementById("rules");
    if (event.target.closest("#rules-open")) rules.showModal();
    if (event.target.closest("#rules-close") || event.target === rules) rules.close();
    const button = event.target.closest(".rule-figure [data-step]");
    if (!button) return;
    const figure = button.closest(".rule-figure");
    const frames = [...figure.querySelectorAll(".rule-frame")];
    const shown = frames.findIndex((frame) => !frame.hidden);
    const next = Math.min(frames.length - 1, Math.max(0, shown + Number(button.dataset.step)));
    frames.forEach((frame, index) => { frame.hidden = index !== next; });
    const [previous, following] = figure.querySelectorAll("[data-step]");
    previous.disabled = next === 0;
    following.disabled = next === frames.length - 1;
    const counter = figure.querySelector(".rule-step");
    counter.textContent = counter.textContent.replace(/\d+/, String(next + 1));
  });
})();

// "What is this?" on the board's marks (pygames/web/explaining.py has the Python side and
// says why it is split so).
//
// Python hands over the marks of each picture at rest, [[x, y, rx, ry, round, line], ...]
// in CSS px, with their lines in the reader's language, only when they change. Everything
// a pointer does is decided here, without crossing into Python:
// - a mouse resting REST_MS on a mark shows its line above it, beside the pointer, but not
//   while a button is held (a drag), nor where it just clicked or dropped until it moves on
//   (the line covered the piece the click showed, or the cells a drop laid);
// - a finger held HOLD_MS without moving more than SLACK px shows the line above the
//   finger, and its lifting is neither a tap nor a drop (drag.js and the board's click
//   never hear it); moving further is a drag as ever; the next touch hides the line;
// - Python points at the keyboard focus ring's mark itself (point()).
// The mark a point is on is marks.mark_at's: the smallest area containing it, and of
// equal ones the last drawn.
(() => {
  const REST_MS = 450;
  const HOLD_MS = 500; // explaining.HOLD_SECONDS
  const SLACK = 10; // explaining.HOLD_SLACK
  const GAP = 8; // CSS px between the line and what it explains
  const TALL = 48; // a mark taller than this is explained just above the pointer
  const FINGER = 30; // how far above a finger's point the line stays clear of the finger

  window.pygamesMarks = {
    connect(board, tip) {
      let areas = [];
      let rest = 0; // the resting mouse's timer
      let at = null; // the mouse's last point on the board
      let clicked = null; // where the mouse last pressed on the board, until it moves away
      let press = null; // a finger's press: {id, x, y, timer, held}
      let shown = null; // {by: "mouse" | "finger" | "ring", mark}
      let swallowClick = false;

      const markAt = (x, y) => {
        let best = null;
        for (const mark of areas) {
          const [cx, cy, rx, ry, round] = mark;
          const dx = (x - cx) / Math.max(rx, 1e-9);
          const dy = (y - cy) / Math.max(ry, 1e-9);
          const inside = round ? dx * dx + dy * dy <= 1 : Math.abs(dx) <= 1 && Math.abs(dy) <= 1;
          if (inside && (best === null || rx * ry <= best[2] * best[3])) best = mark;
        }
        return best;
      };
      // Above the mark, or for a tall one (a panel, a region) just above the point it is
      // explained at, clear of the finger there.
      const show = (mark, x, y, by) => {
        const [, cy, , ry, , line] = mark;
        const clear = by === "finger" ? FINGER : GAP;
        const tall = ry > TALL && by !== "ring";
        const top = tall ? Math.max(cy - ry, y - clear) : cy - ry;
        const bottom = tall ? Math.min(cy + ry, y + clear) : cy + ry;
        const below = top < 56; // no room above a mark at the top edge
        tip.textContent = line;
        tip.classList.toggle("below", below);
        const half = Math.min(130, board.clientWidth / 2);
        tip.style.left = `${board.offsetLeft + Math.max(half, Math.min(x, board.clientWidth - half))}px`;
        tip.style.top = `${board.offsetTop + (below ? bottom + GAP : top - GAP)}px`;
        tip.hidden = false;
        shown = { by, mark };
      };
      const hide = (by) => {
        if (shown === null || (by && shown.by !== by)) return;
        tip.hidden = true;
        shown = null;
      };
      const rested = () => {
        rest = 0;
        const mark = at && markAt(...at);
        if (mark) show(mark, at[0], at[1], "mouse");
      };

      board.addEventListener("pointermove", (event) => {
        if (event.pointerType === "mouse") {
          at = [event.offsetX, event.offsetY];
          if (event.buttons) { // a drag: what it carries is the mouse's, not a line's
            clearTimeout(rest);
            hide("mouse");
            return;
          }
          if (clicked && Math.hypot(at[0] - clicked[0], at[1] - clicked[1]) <= SLACK) return;
          clicked = null;
          const mark = markAt(...at);
          if (shown && shown.by === "mouse" && mark !== shown.mark) hide("mouse");
          clearTimeout(rest);
          if (mark && !(shown && shown.mark === mark)) rest = setTimeout(rested, REST_MS);
        } else if (press && event.pointerId === press.id) {
          if (Math.hypot(event.offsetX - press.x, event.offsetY - press.y) <= SLACK) return;
          clearTimeout(press.timer); // it moved: a drag, or a finger sliding off
          if (press.held) hide("finger");
          press = null;
        }
      });
      board.addEventListener("pointerleave", (event) => {
        if (event.pointerType !== "mouse") return;
        at = null;
        clicked = null;
        clearTimeout(rest);
        hide("mouse");
      });
      // Any new touch hides a finger's line; a press on the board may become one.
      window.addEventListener("pointerdown", (event) => {
        swallowClick = false;
        if (event.pointerType === "mouse") {
          if (event.target !== board) return;
          clicked = [event.offsetX, event.offsetY];
          clearTimeout(rest);
          hide("mouse");
          return;
        }
        hide("finger");
        if (event.target !== board || !event.isPrimary) return;
        const { pointerId: id, offsetX: x, offsetY: y } = event;
        const held = () => {
          const mark = markAt(x, y);
          if (!mark || press === null) return;
          press.held = true;
          show(mark, x, y, "finger");
        };
        press = { id, x, y, held: false, timer: setTimeout(held, HOLD_MS) };
      }, true);
      // Lifting a finger that held: the line stays, and nothing else hears the press
      // (a capturing listener on the board runs before drag.js's).
      board.addEventListener("pointerup", (event) => {
        if (event.pointerType === "mouse") { // a drop is a click's like: no line where it fell
          clicked = [event.offsetX, event.offsetY];
          clearTimeout(rest);
          return;
        }
        if (press === null || event.pointerId !== press.id) return;
        clearTimeout(press.timer);
        if (press.held) {
          event.stopImmediatePropagation();
          swallowClick = true;
        }
        press = null;
      }, true);
      board.addEventListener("pointercancel", (event) => {
        if (press === null || event.pointerId !== press.id) return;
        clearTimeout(press.timer);
        press = null;
      });
      // A finger held still is not a right-click (Down Under's R) nor the page's menu.
      window.addEventListener("contextmenu", (event) => {
        if (event.target === board && (press !== null || shown?.by === "finger")) {
          event.stopImmediatePropagation();
          event.preventDefault();
        }
      }, true);
      window.addEventListener("click", (event) => {
        if (swallowClick && event.target === board) {
          event.stopImmediatePropagation();
          event.preventDefault();
        }
        swallowClick = false;
      }, true);

      this.areas = (json) => {
        areas = JSON.parse(json);
        board.dataset.marks = json; // what is explained where, for tests to point at
        hide("mouse");
        hide("finger");
        if (at !== null && clicked === null && markAt(...at)) {
          clearTimeout(rest);
          rest = setTimeout(rested, REST_MS);
        }
      };
      this.point = (json) => {
        if (!json) {
          hide("ring");
          return;
        }
        const [x, y, rx, ry, line] = JSON.parse(json);
        show([x, y, rx, ry, 1, line], x, y, "ring");
      };
    },
    areas() {},
    point() {},
  };
})();

// The mouse resting on the board's places, for boards that show more about the place
// under it (pygames/web/hovering.py has the Python side and says why it is split so).
//
// Python hands over the places of the board's last drawing ([[x, y, r], ...] in CSS px)
// when they change. A mouse's pointermove is hit-tested here with hits.hit_test's rule
// (of the circles containing the point, the one nearest its centre for its size wins),
// and Python hears the index of the place under the mouse (-1: none) only when it
// changes, at most once an animation frame; leaving the board is -1. Touch and pen
// pointers are ignored. New places are tested again under the resting mouse, and the
// answer is told even if the index is the same, as the place there may be another.
(() => {
  window.pygamesHover = {
    connect(board, over) {
      let areas = [];
      let at = null; // the mouse's last point on the board, or null off it
      let told = -1;
      let frame = 0;
      const under = () => {
        if (at === null) return -1;
        const [x, y] = at;
        let best = -1;
        let bestCost = Infinity;
        areas.forEach(([cx, cy, r], index) => {
          const distance = Math.hypot(x - cx, y - cy);
          if (distance <= r && distance / r < bestCost) {
            best = index;
            bestCost = distance / r;
          }
        });
        return best;
      };
      const tell = () => {
        frame = 0;
        const index = under();
        if (index === told) return;
        told = index;
        over(index);
      };
      const soon = () => {
        if (!frame) frame = requestAnimationFrame(tell);
      };
      board.addEventListener("pointermove", (event) => {
        if (event.pointerType !== "mouse") return;
        at = [event.offsetX, event.offsetY];
        soon();
      });
      board.addEventListener("pointerleave", (event) => {
        if (event.pointerType !== "mouse") return;
        at = null;
        soon();
      });
      this.areas = (json) => {
        areas = JSON.parse(json);
        if (at === null) return;
        told = NaN; // tell again: the place under the mouse may have changed
        soon();
      };
    },
    areas() {},
  };
})();

// Dragging pieces on the board canvas, for boards that have pieces to drag
// (pygames/web/dragging.py has the Python side and says why it is split so).
//
// One set of pointer listeners on the canvas. A press asks Python once whether a drag
// may start there; if so the piece's picture (drawn by Python on the floating canvas)
// follows the pointer here, at the browser's frame rate, lifted above a finger so the
// finger does not hide it. While the held square is over a cell of the grid the picture
// lies on that cell, where the board draws the piece's ghost (shown through it: green if
// it fits, red if not), so it drops where it is shown. Python hears only: the grid cell
// under the held square when it changes (at most once an animation frame), the drop, and
// a cancel (pointercancel or lost capture: the piece goes back). A press on something
// draggable that does not move is told as a tap; elsewhere taps reach the board's click
// handler as usual. Only numbers cross into Python: no proxy is made per event.
(() => {
  const MOVE_MOUSE = 5; // CSS px a press must travel before it is a drag
  const MOVE_TOUCH = 10;
  const FINGER_LIFT = 44; // dragging.FINGER_LIFT
  const WHEEL_STEP_MS = 160;
  const ON_GHOST = 0.6; // the piece lying on its ghost lets the ghost's colour show through

  window.pygamesDrag = {
    connect(board, floating, python) {
      let drag = null; // {id, x0, y0, spec, moving, lift, cell, sent, frame}
      let swallowClick = false;
      let lastWheel = 0;

      const cellAt = (x, y) => {
        const { grid } = drag.spec;
        return [Math.floor((x - grid.x) / grid.size), Math.floor((y - drag.lift - grid.y) / grid.size)];
      };
      const place = (x, y) => {
        const [hx, hy] = drag.spec.hold;
        const { grid } = drag.spec;
        const [column, row] = cellAt(x, y);
        const onGrid = column >= 0 && row >= 0 && column < grid.columns && row < grid.rows;
        // On the grid the held square's centre is its cell's: the piece lies on its ghost.
        const left = onGrid ? grid.x + (column + 0.5) * grid.size : x;
        const top = onGrid ? grid.y + (row + 0.5) * grid.size : y - drag.lift;
        floating.style.opacity = onGrid ? String(ON_GHOST) : "";
        floating.style.transform = `translate(${board.offsetLeft + left - hx}px, ${board.offsetTop + top - hy}px)`;
      };
      const send = () => {
        drag.frame = 0;
        if (!drag.moving || drag.sent === `${drag.cell}`) return;
        drag.sent = `${drag.cell}`;
        python.over(drag.cell[0], drag.cell[1]);
      };
      const end = () => {
        const ended = drag;
        drag = null; // first: releasing the capture fires lostpointercapture
        if (ended.frame) cancelAnimationFrame(ended.frame);
        floating.classList.remove("lifted");
        floating.style.opacity = "";
        if (board.hasPointerCapture(ended.id)) board.releasePointerCapture(ended.id);
      };

      board.addEventListener("pointerdown", (event) => {
        swallowClick = false; // a touch drag is followed by no click to swallow
        if (drag !== null || !event.isPrimary || event.button !== 0) return;
        const answer = python.press(event.offsetX, event.offsetY, event.timeStamp);
        if (!answer) return;
        const spec = JSON.parse(answer);
        const touch = event.pointerType !== "mouse";
        drag = {
          id: event.pointerId, x0: event.offsetX, y0: event.offsetY, spec, moving: false,
          lift: touch ? FINGER_LIFT : 0, threshold: touch ? MOVE_TOUCH : MOVE_MOUSE,
          cell: null, sent: null, frame: 0,
        };
        board.setPointerCapture(event.pointerId);
      });
      board.addEventListener("pointermove", (event) => {
        if (drag === null || event.pointerId !== drag.id) return;
        const x = event.offsetX;
        const y = event.offsetY;
        if (!drag.moving) {
          if (Math.hypot(x - drag.x0, y - drag.y0) < drag.threshold) return;
          drag.moving = true;
          floating.classList.add("lifted");
        }
        place(x, y);
        drag.cell = cellAt(x, y);
        if (!drag.frame) drag.frame = requestAnimationFrame(send);
      });
      board.addEventListener("pointerup", (event) => {
        if (drag === null || event.pointerId !== drag.id) return;
        if (drag.moving) {
          const [column, row] = cellAt(event.offsetX, event.offsetY);
          swallowClick = true;
          const { offsetX: x, offsetY: y } = event;
          end();
          python.drop(column, row, x, y);
        } else {
          // A tap on something draggable: said here, as the browser may not follow a
          // captured touch with a click (and the click it does send is swallowed).
          swallowClick = true;
          const { offsetX: x, offsetY: y } = event;
          end();
          python.tap(x, y);
        }
      });
      const cancel = (event) => {
        if (drag === null || event.pointerId !== drag.id) return;
        const moving = drag.moving;
        end();
        if (moving) python.cancel();
      };
      board.addEventListener("pointercancel", cancel);
      board.addEventListener("lostpointercapture", cancel);
      // The click after a real drag is not a tap. Capture phase on the window runs first.
      window.addEventListener("click", (event) => {
        if (swallowClick && event.target === board) {
          event.stopImmediatePropagation();
          event.preventDefault();
        }
        swallowClick = false;
      }, true);
      board.style.touchAction = "none"; // the browser must not pan or zoom while a piece moves
      board.addEventListener("contextmenu", (event) => event.preventDefault());
      board.addEventListener("dragstart", (event) => event.preventDefault());
      board.addEventListener("wheel", (event) => {
        const now = event.timeStamp;
        if (now - lastWheel < WHEEL_STEP_MS) {
          event.preventDefault();
          return;
        }
        if (python.wheel()) {
          lastWheel = now;
          event.preventDefault();
        }
      }, { passive: false });
      this.reshape = (answer) => {
        if (drag === null) return;
        drag.spec = JSON.parse(answer);
      };
    },
    reshape() {},
  };
})();

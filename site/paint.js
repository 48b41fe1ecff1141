// Paints one frame the Python renderer described, in a single call from Python.
// Crossing from Pyodide into JavaScript costs far more than a canvas call, so the
// canvas facade (pygames/web/browser.py) lists a frame's shapes as JSON and this
// draws them all: an Outback table of four landscapes is a thousand shapes, and
// one crossing instead of several thousand keeps the page responsive.
(() => {
  const style = (ctx, fill) => {
    if (typeof fill === "string") return fill;
    const [inner, outer, stops] = fill;
    const gradient = ctx.createRadialGradient(...inner, ...outer);
    for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
    return gradient;
  };
  const paint = (ctx, fill, stroke, width) => {
    if (fill !== null) {
      ctx.fillStyle = style(ctx, fill);
      ctx.fill();
    }
    if (stroke !== null) {
      // Set here, not left from the shape before: a still part is painted on a canvas
      // of its own, and must look as it would on the board (a circle's open ends).
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.strokeStyle = stroke;
      ctx.lineWidth = width;
      ctx.stroke();
    }
  };
  // A polygon's or line's points come flat, in hundredths of a pixel (cheaper to write).
  const trace = (ctx, points) => {
    ctx.beginPath();
    ctx.moveTo(points[0] / 100, points[1] / 100);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i] / 100, points[i + 1] / 100);
  };
  const shapes = {
    clear(ctx, colour, width, height) {
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, width, height);
    },
    circle(ctx, x, y, r, fill, stroke, width) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      paint(ctx, fill, stroke, width);
    },
    polygon(ctx, points, fill, stroke, width) {
      trace(ctx, points);
      ctx.closePath();
      paint(ctx, fill, stroke, width);
    },
    line(ctx, points, stroke, width) {
      trace(ctx, points);
      paint(ctx, null, stroke, width);
    },
    text(ctx, x, y, text, size, colour, bold) {
      ctx.font = `${bold ? "bold " : ""}${size.toFixed(1)}px system-ui, sans-serif`;
      ctx.fillStyle = colour;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(text, x, y);
    },
  };
  // Clipping nests: everything until the matching unclip stays inside the circle.
  shapes.clip = (ctx, x, y, r) => {
    ctx.save();
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.clip();
  };
  shapes.unclip = (ctx) => ctx.restore();
  const draw = (ctx, shapesList) => {
    for (const [name, ...args] of shapesList) shapes[name](ctx, ...args);
  };
  // A still part of the board while a move is in motion: painted once into a hidden
  // canvas of its own ("keep"), then shown again on the frames after ("again"), so a
  // frame paints the moving piece and a few pictures instead of the whole board.
  const kept = new WeakMap(); // a board's context -> its parts' hidden canvases, by order
  const picture = (ctx, part) => {
    if (!kept.has(ctx)) kept.set(ctx, []);
    const parts = kept.get(ctx);
    if (!parts[part]) parts[part] = document.createElement("canvas");
    return parts[part];
  };
  shapes.keep = (ctx, part, partShapes) => {
    const hidden = picture(ctx, part);
    const { width, height } = ctx.canvas;
    if (hidden.width !== width || hidden.height !== height) {
      hidden.width = width;
      hidden.height = height;
    }
    const inner = hidden.getContext("2d");
    inner.setTransform(1, 0, 0, 1, 0, 0);
    inner.clearRect(0, 0, width, height);
    inner.setTransform(ctx.getTransform());
    draw(inner, partShapes);
    shapes.again(ctx, part);
  };
  shapes.again = (ctx, part) => {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(kept.get(ctx)[part], 0, 0);
    ctx.restore();
  };
  window.pygamesPaint = (ctx, frame) => draw(ctx, JSON.parse(frame));
})();

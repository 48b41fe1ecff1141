// The page's language: chosen by the reader (remembered), else the browser's, else English.
//
// text.js (written by build.py from pygames/web/locales) holds the "page." texts
// every page needs before Python starts. Elements name their text with
// data-text="key" (content) or data-text-label="key" (aria-label); apply()
// fills them in, and again whenever the language changes. Python listens for
// the "pygames:language" event to redraw what it wrote. An image with
// data-poster="name" shows posters/name.svg, or, for a poster with words on it
// (build.py lists them), the one drawn in the page's language.
(() => {
  const SETTINGS_KEY = "pygames:v1:settings";
  const catalogs = window.PYGAMES_TEXT;
  const names = window.PYGAMES_LANGUAGES;
  const worded = new Set(window.PYGAMES_WORDED_POSTERS);

  const readSettings = () => {
    try {
      const settings = JSON.parse(window.pygamesStorage.getItem(SETTINGS_KEY) || "{}");
      return settings && typeof settings === "object" && !Array.isArray(settings) ? settings : {};
    } catch {
      return {}; // a corrupt setting resets itself at the next write
    }
  };

  const fromBrowser = () => {
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const language = String(tag).split("-")[0].toLowerCase();
      if (Object.hasOwn(catalogs, language)) return language;
    }
    return "en";
  };

  const remembered = readSettings().language;
  const i18n = {
    language: Object.hasOwn(catalogs, remembered) ? remembered : fromBrowser(),

    text(key, fields = {}) {
      const template = catalogs[i18n.language][key] ?? catalogs.en[key] ?? key;
      return template.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? fields[name] : whole));
    },

    apply(root = document) {
      document.documentElement.lang = i18n.language;
      for (const element of root.querySelectorAll("[data-text]")) {
        const fields = element.dataset.textFields ? JSON.parse(element.dataset.textFields) : {};
        element.textContent = i18n.text(element.dataset.text, fields);
      }
      for (const element of root.querySelectorAll("[data-text-label]")) {
        element.setAttribute("aria-label", i18n.text(element.dataset.textLabel));
      }
      for (const image of root.querySelectorAll("img[data-poster]")) i18n.poster(image);
      for (const select of root.querySelectorAll("select.language")) {
        if (!select.options.length) {
          for (const [code, name] of Object.entries(names)) select.add(new Option(name, code));
          select.addEventListener("change", () => i18n.choose(select.value));
        }
        select.value = i18n.language;
      }
    },

    // Show the image's poster (data-poster) in the page's language.
    poster(image) {
      const name = image.dataset.poster;
      const language = worded.has(name) && i18n.language !== "en" ? "." + i18n.language : "";
      const source = `posters/${name}${language}.svg`;
      if (image.getAttribute("src") !== source) image.src = source;
    },

    // What the site remembers (pygames/web/settings.py), as stored: {} when nothing is.
    settings: readSettings,

    // Show the page in a language for now (an embed's ?lang=), without remembering it.
    use(language) {
      if (!Object.hasOwn(catalogs, language) || language === i18n.language) return;
      i18n.language = language;
      i18n.apply();
      dispatchEvent(new Event("pygames:language"));
    },

    // The reader picked a language: remember it for every page of the site.
    choose(language) {
      if (!Object.hasOwn(catalogs, language)) return;
      window.pygamesStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...readSettings(), language }));
      i18n.use(language);
    },
  };
  window.pygamesI18n = i18n;
  window.pygamesText = i18n.text;
})();

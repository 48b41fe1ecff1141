// The gallery's words in the reader's language (a file of its own: the pages run no inline script).
window.pygamesI18n.apply();

// The demo project's one function, with the bug the fix-issue example repairs: it splits on a single
// space, so "a  b" counts 3 words and "" counts 1.
export function wordcount(text) {
  return text.split(' ').length;
}

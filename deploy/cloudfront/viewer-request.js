// Pitel Docs: CloudFront viewer-request function (runtime cloudfront-js-2.0).
// A request for a page whose Accept header prefers text/markdown to text/html is sent to the
// page's Markdown twin; every other request goes on unchanged. Runs before the cache, so the
// cache key is the twin's URI and Accept need not be part of it (deploy/README.md, "CloudFront").
// Generated from deploy/negotiate.ts by deploy/cloudfront/generate.ts: do not edit, regenerate.

function acceptWeight(accept, type) {
  const wanted = type.toLowerCase();
  const slash = wanted.indexOf('/');
  const wantedMain = wanted.slice(0, slash);
  let best = -1;
  let bestRank = -1;
  const elements = splitAccept(accept);
  for (let i = 0; i < elements.length; i++) {
    const parts = splitParams(elements[i]);
    const range = parts[0].trim().toLowerCase();
    const rangeSlash = range.indexOf('/');
    if (rangeSlash <= 0 || rangeSlash === range.length - 1) continue;
    const main = range.slice(0, rangeSlash);
    const sub = range.slice(rangeSlash + 1);
    let level = 0;
    if (main === '*' && sub === '*') level = 1;
    else if (main === wantedMain && sub === '*') level = 2;
    else if (range === wanted) level = 3;
    if (level === 0) continue;
    let q = 1;
    let params = 0;
    let valid = true;
    for (let j = 1; j < parts.length; j++) {
      const param = parts[j].trim();
      if (param === '') continue;
      const eq = param.indexOf('=');
      const name = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
      if (name === 'q') {
        const value = eq < 0 ? '' : param.slice(eq + 1).trim();
        if (!/^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/.test(value)) valid = false;
        else q = parseFloat(value);
        break;
      }
      const given = (eq < 0 ? '' : param.slice(eq + 1).trim()).replace(/^"(.*)"$/, '$1').toLowerCase();
      if (
        !(name === 'charset' && given === 'utf-8') &&
        !(name === 'variant' && given === 'gfm' && wanted === 'text/markdown')
      )
        valid = false;
      params++;
    }
    if (!valid) continue;
    const rank = level * 100 + params;
    if (rank > bestRank || (rank === bestRank && q > best)) {
      bestRank = rank;
      best = q;
    }
  }
  return best;
}
function prefersMarkdown(accept) {
  if (accept === void 0 || accept === null || accept.trim() === '') return false;
  const markdown = acceptWeight(accept, 'text/markdown');
  const html = acceptWeight(accept, 'text/html');
  return markdown > 0 && markdown > (html < 0 ? 0 : html);
}
function splitAccept(accept) {
  return splitOutsideQuotes(accept, ',');
}
function splitParams(element) {
  return splitOutsideQuotes(element, ';');
}
function splitOutsideQuotes(text, separator) {
  const out = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted && c === '\\' && i + 1 < text.length) {
      current += c + text.charAt(i + 1);
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === separator && !quoted) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out;
}
function twinOf(path) {
  if (path === '' || path.charAt(0) !== '/' || path.indexOf('/.well-known/') === 0) return null;
  if (path.charAt(path.length - 1) === '/') return path + 'index.md';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.html$/.test(last)) {
    if (last === 'index.html') return path.slice(0, path.length - 'html'.length) + 'md';
    return path.slice(0, path.length - '.html'.length) + '.md';
  }
  if (last.indexOf('.') >= 0) return null;
  return path + '.md';
}
{
  (acceptWeight, prefersMarkdown, twinOf);
}

// The entry point CloudFront calls.
// eslint-disable-next-line no-unused-vars
function handler(event) {
  var request = event.request;
  var header = request.headers.accept;
  var accept = '';
  if (header) {
    if (header.multiValue) {
      var values = [];
      for (var i = 0; i < header.multiValue.length; i++) values.push(header.multiValue[i].value);
      accept = values.join(', ');
    } else accept = header.value;
  }
  if (prefersMarkdown(accept)) {
    var twin = twinOf(request.uri);
    if (twin) request.uri = twin;
  }
  return request;
}

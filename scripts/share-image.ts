// npm run images:share — draws public/share.png, the 1200×630 link preview of every page that has no
// picture of its own (home, lists, blog index, static pages), and public/logo.png, the 512 px logo the
// Organization structured data names. Kept in the repository; run again only when the brand or the
// wording changes. PNG, not WebP: every preview service and search engine reads it.
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 630;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e11d74"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <rect x="96" y="150" width="132" height="132" rx="36" fill="#ffffff" fill-opacity="0.16"/>
  <path d="M133 186l29 54 29-54" fill="none" stroke="#fff" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="96" y="380" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="84" fill="#fff">Viralne Produkty</text>
  <text x="96" y="452" font-family="DejaVu Sans, sans-serif" font-size="38" fill="#fff">Sprawdzone hity TikToka i Instagrama</text>
  <text x="96" y="506" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#fff" fill-opacity="0.85">Opinie, ostrzeżenia przed oszustwami i linki do sklepów</text>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e11d74"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <rect width="32" height="32" rx="9" fill="url(#g)"/>
  <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile("public/share.png");
await sharp(Buffer.from(logo)).png({ compressionLevel: 9, palette: true }).toFile("public/logo.png");
console.log("public/share.png and public/logo.png written");

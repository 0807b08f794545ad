import { escapeHtml } from '#src/lib/html.ts';

/** General terms in Dutch, as a shop owner would paste them in the back-office. */
export function termsHtml(options: { shopName: string; email: string; warrantyYears?: number }): string {
  const shop = escapeHtml(options.shopName);
  const email = escapeHtml(options.email);
  const warranty = options.warrantyYears ?? 2;
  return [
    '<h2>Artikel 1 – Toepasselijkheid</h2>',
    `<p>Deze algemene voorwaarden gelden voor elk aanbod van ${shop} en voor elke overeenkomst op afstand die via deze webwinkel tot stand komt. Door een bestelling te plaatsen gaat u akkoord met deze voorwaarden.</p>`,
    '<h2>Artikel 2 – Prijzen en betaling</h2>',
    '<p>Alle prijzen zijn in euro en inclusief 21% btw. Verzendkosten worden vóór het afronden van de bestelling apart getoond. U betaalt via iDEAL, creditcard, wallet of bankoverschrijving; bij een overschrijving verzenden wij zodra de betaling binnen is.</p>',
    '<h2>Artikel 3 – Levering</h2>',
    '<p>Artikelen die op voorraad zijn versturen wij binnen twee werkdagen. Op bestelling gemaakte artikelen hebben een levertijd van twee tot drie weken; u hoort van ons als het langer duurt. Wij leveren in Nederland, België en Duitsland.</p>',
    '<h2>Artikel 4 – Herroepingsrecht</h2>',
    `<p>U mag uw bestelling tot 14 dagen na ontvangst zonder opgave van redenen retourneren. Meld de retour vooraf via <a href="mailto:${email}">${email}</a>. Gepersonaliseerde en op maat gemaakte artikelen zijn uitgesloten van het herroepingsrecht.</p>`,
    '<h2>Artikel 5 – Garantie en klachten</h2>',
    `<p>Op al onze producten geldt een garantie van ${warranty} jaar op materiaal- en fabricagefouten. Klachten kunt u binnen een redelijke termijn na ontdekking per e-mail melden; wij reageren binnen 1-2 werkdagen.</p>`,
    '<h2>Artikel 6 – Privacy</h2>',
    `<p>${shop} gebruikt uw gegevens alleen om uw bestelling af te handelen en deelt ze niet met derden, behalve met de vervoerder en de betaaldienst voor zover nodig.</p>`,
  ].join('\n');
}

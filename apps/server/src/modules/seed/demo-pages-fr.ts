import { escapeHtml } from './demo-images.ts';
import { DEMO_EXTERNAL_LINK, type LandingFacts } from './demo-pages.ts';

/** The French variants of the demo's organiser-written HTML (see demo-pages.ts). */

export function landingHtmlFr(f: LandingFacts): string {
  const c = escapeHtml(f.code);
  return `<section style="max-width:960px;margin:0 auto;padding:32px 24px;font-family:inherit">
  <div style="background:linear-gradient(135deg,#0D47A1,#00838F);color:#FFFFFF;border-radius:12px;padding:40px 32px">
    <p style="margin:0;letter-spacing:.12em;text-transform:uppercase;font-size:13px;opacity:.85">Congrès européen d’ingénierie biomédicale et de santé numérique</p>
    <h1 style="margin:8px 0 12px;font-size:36px;line-height:1.15">${escapeHtml(f.title)}</h1>
    <p style="margin:0;font-size:18px">${escapeHtml(f.dates)} · en ligne, heures de Paris</p>
  </div>
  <h2 style="margin-top:32px">Bienvenue</h2>
  <p>Trois jours, douze salles et ${f.sessions} sessions : conférences plénières, symposiums, ateliers pratiques et sessions de posters sur l’ingénierie cardiovasculaire, la neuro-ingénierie, l’imagerie médicale, l’IA clinique et bien plus, avec ${f.speakers} intervenants du monde entier.</p>
  <p>Suivez les sessions en direct, posez vos questions aux intervenants, revoyez-les à la demande et rencontrez vos collègues dans le salon de networking.</p>
  <ul style="line-height:1.9">
    <li><a href="/${c}/programme">Parcourez le programme</a> et ajoutez à vos favoris les sessions à ne pas manquer : un rappel par notification ou par e-mail vous prévient avant leur début (Modifier le profil, Rappels)</li>
    <li><a href="/${c}/livenow">Voyez ce qui est en direct</a></li>
    <li><a href="/${c}/posters">Découvrez les e-posters</a></li>
    <li><a href="/${c}/expo">Visitez l’exposition</a> : ${f.sponsors} partenaires présentent leurs travaux</li>
    <li><a href="/${c}/lounge">Rencontrez des participants dans le salon</a> (connexion requise)</li>
  </ul>
  <p>Nouveau dans la santé numérique ? L’Organisation mondiale de la santé en donne un bon aperçu : <a href="${DEMO_EXTERNAL_LINK}" target="_blank" rel="noopener noreferrer">OMS, santé numérique</a>.</p>
  <p style="color:#546E7A;font-size:13px">Contenu de démonstration généré par Atrium : les personnes, entreprises et résumés sont fictifs.</p>
</section>`;
}

export function practicalInformationHtmlFr(code: string): string {
  const c = escapeHtml(code);
  return `<section style="max-width:860px;margin:0 auto;padding:24px">
  <h1>Informations pratiques</h1>
  <h2>Horaires</h2>
  <p>Toutes les heures du programme sont à l’<strong>heure de Paris</strong> (Europe/Paris). Les sessions ont lieu de 08:00 à 19:00, avec des pauses café à 10:30 et 15:30 et une pause déjeuner à 12:30, pendant laquelle les sessions industrielles et les posters continuent. Le premier jour, les espaces posters restent ouverts jour et nuit.</p>
  <h2>Suivre les sessions</h2>
  <ul>
    <li>Ouvrez une session depuis le <a href="/${c}/programme">programme</a> ou la page <a href="/${c}/livenow">en direct</a>.</li>
    <li>Posez vos questions dans l’onglet Q&amp;R ; les modérateurs les choisissent pour les intervenants.</li>
    <li>Les sessions enregistrées rejoignent la <a href="/${c}/vod">vidéothèque</a> peu après leur fin.</li>
  </ul>
  <h2>Networking</h2>
  <p>Les messages privés, le <a href="/${c}/lounge">salon de networking</a> et les stands des partenaires sont ouverts pendant tout le congrès. Soyez bienveillants : le code de conduite s’applique partout.</p>
  <h2>Attestations de présence</h2>
  <p>Une attestation est délivrée après le congrès à chaque participant connecté ayant suivi au moins une session.</p>
  <h2>Aide</h2>
  <p>Écrivez à <a href="mailto:help@demo.atrium.test">help@demo.atrium.test</a> ; l’accueil répond de 07:30 à 19:30, heure de Paris.</p>
</section>`;
}

export const GDPR_TEXT_FR = `<p><strong>Votre profil et vos données</strong></p>
<p>Pour que les autres participants puissent vous trouver dans l’annuaire et vous écrire par messages privés, vos nom, organisation, fonction, pays et photo sont visibles des participants connectés à cet événement.</p>
<p>L’organisateur enregistre les sessions, posters et stands que vous consultez, pour produire des statistiques de fréquentation anonymes et des attestations de présence. Les données sont conservées douze mois après l’événement et ne sont jamais vendues.</p>
<p>Vous pouvez changer d’avis à tout moment depuis votre profil.</p>`;

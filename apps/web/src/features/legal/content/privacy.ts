import type { LegalTexts } from './legal-document.ts';

export const privacyPolicy: LegalTexts = ({ name, contactEmail, postalAddress }) => ({
  en: {
    title: 'Privacy policy',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          `${name} operates Cakemix and is responsible for the personal information it holds. This policy explains what we collect, why, and your rights.`,
        ],
      },
      {
        heading: '2. What we collect',
        paragraphs: [
          'Account information: your name, e-mail address, username, role, organization and preferred language.',
          'Security information: a hash of your password (never the password itself), sign-in times, verification codes and password reset requests, kept in hashed form, and the addresses from which requests are made, used to limit abuse.',
          'Content your organization enters: brand profiles, properties, comments and reports. It describes organizations and audiences, not you personally.',
        ],
      },
      {
        heading: '3. Why we use it',
        paragraphs: [
          'To sign you in and protect your account, to provide the service to your organization, to send you the e-mails the service requires (verification codes, password reset links), and to answer your support requests. We do not sell personal information and do not use it for advertising.',
        ],
      },
      {
        heading: '4. Storage in your browser',
        paragraphs: [
          'While you are signed in, the application keeps your session token, your name, role, organization, license and language choice in your browser’s local storage, in encrypted form. Signing out removes them, except your language choice. We use no advertising or tracking cookies; a technical cookie protects forms against cross-site request forgery.',
        ],
      },
      {
        heading: '5. Sharing and retention',
        paragraphs: [
          'Information is shared only with service providers that host the application or deliver its e-mails, under contracts that protect it, or when the law requires it. Your information is kept while your account is active, then deleted or anonymized within a reasonable period, unless the law requires us to keep it longer.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You may ask to access or correct your personal information, withdraw your consent where it applies, or ask that your account be deleted. You may also file a complaint with the Commission d’accès à l’information du Québec.',
          `To exercise these rights or ask a question, write to our privacy officer at ${contactEmail} or ${postalAddress}.`,
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Qui nous sommes',
        paragraphs: [
          `${name} exploite Cakemix et est responsable des renseignements personnels qu'il détient. Cette politique explique ce que nous recueillons, pourquoi, et quels sont vos droits.`,
        ],
      },
      {
        heading: '2. Ce que nous recueillons',
        paragraphs: [
          "Renseignements de compte : votre nom, votre adresse courriel, votre nom d'utilisateur, votre rôle, votre organisation et votre langue préférée.",
          "Renseignements de sécurité : une empreinte de votre mot de passe (jamais le mot de passe lui-même), les heures de connexion, les codes de vérification et les demandes de réinitialisation, conservés sous forme d'empreinte, ainsi que les adresses d'où proviennent les requêtes, utilisées pour limiter les abus.",
          'Contenu saisi par votre organisation : profils de marque, propriétés, commentaires et rapports. Il décrit des organisations et des publics, non votre personne.',
        ],
      },
      {
        heading: '3. Pourquoi nous les utilisons',
        paragraphs: [
          'Pour vous connecter et protéger votre compte, fournir le service à votre organisation, vous envoyer les courriels nécessaires au service (codes de vérification, liens de réinitialisation) et répondre à vos demandes de soutien. Nous ne vendons aucun renseignement personnel et ne les utilisons pas à des fins publicitaires.',
        ],
      },
      {
        heading: '4. Stockage dans votre navigateur',
        paragraphs: [
          "Pendant que vous êtes connecté, l'application conserve votre jeton de session, votre nom, votre rôle, votre organisation, votre licence et votre choix de langue dans le stockage local de votre navigateur, sous forme chiffrée. La déconnexion les supprime, sauf votre choix de langue. Nous n'utilisons aucun témoin publicitaire ni de pistage; un témoin technique protège les formulaires contre la falsification de requêtes intersites.",
        ],
      },
      {
        heading: '5. Communication et conservation',
        paragraphs: [
          "Les renseignements ne sont communiqués qu'aux fournisseurs qui hébergent l'application ou acheminent ses courriels, selon des contrats qui les protègent, ou lorsque la loi l'exige. Vos renseignements sont conservés tant que votre compte est actif, puis supprimés ou anonymisés dans un délai raisonnable, sauf si la loi exige une conservation plus longue.",
        ],
      },
      {
        heading: '6. Vos droits',
        paragraphs: [
          "Vous pouvez demander à consulter ou à faire corriger vos renseignements personnels, retirer votre consentement lorsqu'il s'applique ou demander la suppression de votre compte. Vous pouvez aussi porter plainte auprès de la Commission d'accès à l'information du Québec.",
          `Pour exercer ces droits ou poser une question, écrivez à notre responsable de la protection des renseignements personnels à ${contactEmail} ou au ${postalAddress}.`,
        ],
      },
    ],
  },
});

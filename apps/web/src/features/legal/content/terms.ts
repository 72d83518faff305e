import type { LegalTexts } from './legal-document.ts';

export const termsOfUse: LegalTexts = ({ name, contactEmail, postalAddress }) => ({
  en: {
    title: 'Terms of use',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          `These terms govern the use of Cakemix, the sponsorship valuation application operated by ${name}. Cakemix lets sponsors describe their brands in brand profiles, evaluate sponsorship properties and produce detailed and comparative reports.`,
          'By signing in, you accept these terms on your own behalf and on behalf of the organization that gave you access.',
        ],
      },
      {
        heading: '2. Accounts and access',
        paragraphs: [
          'Accounts are created by your organization. Your account is personal: do not share your password or the verification codes we send you.',
          'Signing in requires your password and a code sent to the e-mail address of your account. Tell us without delay if you believe someone else used your account.',
          'We may suspend an account that puts the service or other users at risk.',
        ],
      },
      {
        heading: '3. Your content',
        paragraphs: [
          'Brand profiles, properties, comments and reports you enter remain the property of your organization. You grant us the right to store and process them only to provide the service.',
          'You are responsible for the accuracy of the data you enter and for having the right to use it.',
        ],
      },
      {
        heading: '4. Valuations',
        paragraphs: [
          'Valuations, ratios and scores are estimates computed from the data you provide and from market references. They support decisions; they are not a guarantee of results, nor financial, legal or tax advice.',
        ],
      },
      {
        heading: '5. Acceptable use',
        paragraphs: [
          'Do not attempt to access data of other organizations, to disrupt the service, to bypass its security measures or to extract its content by automated means.',
        ],
      },
      {
        heading: '6. Availability and changes',
        paragraphs: [
          'We aim to keep the service available at all times but do not guarantee uninterrupted access. We may change features; we will announce important changes to these terms in the application before they take effect.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'To the extent permitted by law, our liability is limited to direct damages and to the amounts paid for the service in the twelve months preceding the event giving rise to the claim.',
        ],
      },
      {
        heading: '8. Governing law and contact',
        paragraphs: [
          'These terms are governed by the laws of the Province of Quebec and the federal laws of Canada that apply there.',
          `Questions about these terms: ${contactEmail}, or by mail at ${postalAddress}.`,
        ],
      },
    ],
  },
  fr: {
    title: "Conditions d'utilisation",
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Objet',
        paragraphs: [
          `Les présentes conditions régissent l'utilisation de Cakemix, l'application d'évaluation de commandites exploitée par ${name}. Cakemix permet aux commanditaires de décrire leurs marques dans des profils de marque, d'évaluer des propriétés de commandite et de produire des rapports détaillés et comparatifs.`,
          "En vous connectant, vous acceptez ces conditions en votre nom et au nom de l'organisation qui vous a donné accès.",
        ],
      },
      {
        heading: '2. Comptes et accès',
        paragraphs: [
          'Les comptes sont créés par votre organisation. Votre compte est personnel : ne communiquez ni votre mot de passe ni les codes de vérification que nous vous envoyons.',
          "La connexion exige votre mot de passe et un code envoyé à l'adresse courriel de votre compte. Avisez-nous sans délai si vous croyez qu'une autre personne a utilisé votre compte.",
          'Nous pouvons suspendre un compte qui met en danger le service ou les autres utilisateurs.',
        ],
      },
      {
        heading: '3. Votre contenu',
        paragraphs: [
          'Les profils de marque, propriétés, commentaires et rapports que vous saisissez demeurent la propriété de votre organisation. Vous nous accordez le droit de les conserver et de les traiter uniquement pour fournir le service.',
          "Vous êtes responsable de l'exactitude des données saisies et de votre droit de les utiliser.",
        ],
      },
      {
        heading: '4. Évaluations',
        paragraphs: [
          'Les évaluations, ratios et cotes sont des estimations calculées à partir des données que vous fournissez et de références du marché. Ils appuient vos décisions; ils ne garantissent aucun résultat et ne constituent pas un conseil financier, juridique ou fiscal.',
        ],
      },
      {
        heading: '5. Utilisation acceptable',
        paragraphs: [
          "N'essayez pas d'accéder aux données d'autres organisations, de perturber le service, de contourner ses mesures de sécurité ni d'en extraire le contenu par des moyens automatisés.",
        ],
      },
      {
        heading: '6. Disponibilité et modifications',
        paragraphs: [
          "Nous visons à garder le service disponible en tout temps, sans garantir un accès ininterrompu. Nous pouvons modifier les fonctionnalités; nous annoncerons dans l'application toute modification importante de ces conditions avant son entrée en vigueur.",
        ],
      },
      {
        heading: '7. Responsabilité',
        paragraphs: [
          "Dans la mesure permise par la loi, notre responsabilité se limite aux dommages directs et aux sommes payées pour le service au cours des douze mois précédant l'événement à l'origine de la réclamation.",
        ],
      },
      {
        heading: '8. Droit applicable et contact',
        paragraphs: [
          'Ces conditions sont régies par les lois de la province de Québec et les lois fédérales du Canada qui s’y appliquent.',
          `Questions sur ces conditions : ${contactEmail}, ou par la poste au ${postalAddress}.`,
        ],
      },
    ],
  },
});

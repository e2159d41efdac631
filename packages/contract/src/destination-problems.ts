/*
 * Why a delivery to a destination stopped, and how each reason is told, in a module of its own
 * without zod: the SPA's dictionaries are built from it in the first download (docs/site.md).
 */

/**
 * Where a connection to a station's server stopped, in terms a station engineer knows: what a
 * connection test answers (`connectionTestSchema`), and the first part of why a delivery stopped.
 */
export const CONNECTION_PROBLEMS = [
  'dns',
  'blocked_address',
  'blocked_port',
  'refused',
  'timeout',
  'tls',
  'certificate',
  'login',
  'folder',
  'permission',
  'passive',
  'bucket',
  'unavailable',
  'unknown',
] as const;
export type ConnectionProblem = (typeof CONNECTION_PROBLEMS)[number];

/**
 * Why a destination stopped, in words a traffic coordinator can act on (EN/FR in the SPA): every way a
 * connection can stop, and what only a delivery meets (no method yet, the file, the run). `unknown`
 * stays last.
 */
export const DESTINATION_PROBLEMS = [
  'no_method',
  ...CONNECTION_PROBLEMS.filter((problem): problem is Exclude<ConnectionProblem, 'unknown'> => problem !== 'unknown'),
  'disk_full',
  'interrupted',
  'verification',
  'output_missing',
  'master_unavailable',
  'busy',
  'stopped',
  'unknown',
] as const;
export type DestinationProblem = (typeof DESTINATION_PROBLEMS)[number];

/**
 * Each problem told to the sender and the station, in both languages: the SPA's
 * `destinationProblems` namespace, the PDF report and the mails read this. Each names the step
 * that failed first (connect, log in, open the folder, write the file, verify it), as a station
 * engineer would look for it.
 */
export const DESTINATION_PROBLEM_TEXT: Readonly<Record<DestinationProblem, { en: string; fr: string }>> = {
  no_method: {
    en: 'This broadcaster has not set up how it receives spots yet.',
    fr: 'Ce diffuseur n’a pas encore indiqué comment il reçoit les messages publicitaires.',
  },
  dns: {
    en: 'Could not connect: the server’s name could not be found.',
    fr: 'Connexion impossible : le nom du serveur est introuvable.',
  },
  blocked_address: {
    en: 'Could not connect: the server’s address is not allowed.',
    fr: 'Connexion impossible : l’adresse du serveur n’est pas permise.',
  },
  blocked_port: {
    en: 'Could not connect: the server’s port is not allowed (use 21, 990 or a port from 1024 up).',
    fr: 'Connexion impossible : le port du serveur n’est pas permis (utilisez 21, 990 ou un port à partir de 1024).',
  },
  refused: {
    en: 'Could not connect: the server refused the connection or is down.',
    fr: 'Connexion impossible : le serveur a refusé la connexion ou est hors service.',
  },
  timeout: {
    en: 'Could not connect: the server did not answer in time.',
    fr: 'Connexion impossible : le serveur n’a pas répondu à temps.',
  },
  tls: {
    en: 'Could not connect: the secure connection could not be set up.',
    fr: 'Connexion impossible : la connexion sécurisée n’a pas pu être établie.',
  },
  certificate: {
    en: 'Could not connect: the server’s certificate could not be verified.',
    fr: 'Connexion impossible : le certificat du serveur n’a pas pu être vérifié.',
  },
  login: {
    en: 'Could not log in: the station’s login was refused; its credentials must be updated.',
    fr: 'Identification impossible : l’identifiant de la station a été refusé; il doit être mis à jour.',
  },
  folder: {
    en: 'Could not open the folder: the target folder could not be opened or made.',
    fr: 'Ouverture du dossier impossible : le dossier cible n’a pas pu être ouvert ni créé.',
  },
  permission: {
    en: 'Could not write the file: the server refused to store it.',
    fr: 'Écriture du fichier impossible : le serveur a refusé de l’enregistrer.',
  },
  passive: {
    en: 'Could not write the file: the server’s passive mode did not work.',
    fr: 'Écriture du fichier impossible : le mode passif du serveur n’a pas fonctionné.',
  },
  bucket: {
    en: 'Could not connect: the bucket was not found in that region.',
    fr: 'Connexion impossible : le compartiment est introuvable dans cette région.',
  },
  unavailable: { en: 'This method cannot deliver here.', fr: 'Cette méthode ne peut pas livrer ici.' },
  disk_full: {
    en: 'Could not write the file: the station’s disk is full.',
    fr: 'Écriture du fichier impossible : le disque de la station est plein.',
  },
  interrupted: {
    en: 'Could not write the file: the connection stalled or dropped while the file was being written.',
    fr: 'Écriture du fichier impossible : la connexion s’est bloquée ou interrompue pendant l’écriture du fichier.',
  },
  verification: {
    en: 'Could not verify the file: the file at the station is not the one sent.',
    fr: 'Vérification échouée : le fichier reçu par la station n’est pas celui envoyé.',
  },
  output_missing: {
    en: 'A file this station needs was not made.',
    fr: 'Un fichier requis par cette station n’a pas été produit.',
  },
  master_unavailable: { en: 'A master is no longer available.', fr: 'Un master n’est plus disponible.' },
  busy: {
    en: 'Another delivery was writing the same files at this station; this one waits for it to finish.',
    fr: 'Une autre livraison écrivait les mêmes fichiers chez cette station; celle-ci attend qu’elle se termine.',
  },
  stopped: {
    en: 'The delivery stopped before it finished and will not resume by itself: send it again.',
    fr: 'La livraison s’est arrêtée avant la fin et ne reprendra pas d’elle-même : envoyez-la de nouveau.',
  },
  unknown: { en: 'The delivery failed for an unknown reason.', fr: 'La livraison a échoué pour une raison inconnue.' },
};

/**
 * The error catalogue of both seeds: every error the API answers has one of these codes, a status
 * (the seeds' mapping) and a message in English and French. The SPA switches on `code`, never on text.
 */
export interface CatalogueEntry {
  readonly status: number;
  readonly title: 'error' | 'attention';
  readonly en: string;
  readonly fr: string;
}

const entry = (status: number, en: string, fr: string, title: CatalogueEntry['title'] = 'error'): CatalogueEntry => ({
  status,
  title,
  en,
  fr,
});

export const ERROR_CATALOGUE = {
  // 400: validation and business rules
  validation_error: entry(
    400,
    'Make sure that required fields (*) are filled.',
    'Assurez-vous que les champs obligatoires (*) sont remplis.',
  ),
  recaptcha_failed: entry(
    400,
    'The reCAPTCHA check failed. Please try again.',
    'La vérification reCAPTCHA a échoué. Veuillez réessayer.',
  ),
  email_exists: entry(
    400,
    'This e-mail already exists. Add another e-mail or reset your password.',
    'Ce courriel existe déjà. Ajoutez un autre courriel ou réinitialisez votre mot de passe.',
  ),
  email_in_use: entry(400, 'This e-mail is already in use.', 'Ce courriel est déjà utilisé.'),
  account_name_taken: entry(
    400,
    'This account name is already taken. The account name must be unique.',
    'Ce nom de compte est déjà pris. Le nom du compte doit être unique.',
  ),
  passwords_mismatch: entry(400, 'Passwords must match.', 'Les mots de passe doivent correspondre.'),
  token_expired: entry(
    400,
    'This confirmation link has expired. Reset your password or create a new account.',
    'Ce lien de confirmation a expiré. Réinitialisez votre mot de passe ou créez un nouveau compte.',
  ),
  reset_token_expired: entry(
    400,
    'This password-reset link has already expired or been used. Ask for a new one.',
    'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  ),
  invalid_password: entry(400, 'Invalid password.', 'Mot de passe invalide.'),
  password_not_verified: entry(
    400,
    'Your password could not be verified. Please log in again.',
    'Votre mot de passe n’a pas pu être vérifié. Veuillez vous reconnecter.',
  ),
  account_owner_unverified: entry(
    400,
    'We could not verify the account owner.',
    'Nous n’avons pas pu vérifier le propriétaire du compte.',
  ),
  not_primary_user: entry(
    400,
    'Only the primary user can change the plan, cancel or close this account.',
    'Seul l’utilisateur principal peut changer le forfait, annuler ou fermer ce compte.',
  ),
  plan_change_cancellation_pending: entry(
    400,
    'A cancellation of this account is pending: withdraw it before changing the plan.',
    'Une annulation de ce compte est en attente : retirez-la avant de changer de forfait.',
  ),
  plan_change_pending: entry(
    400,
    'A plan change is already pending: withdraw it before asking for another one.',
    'Un changement de forfait est déjà en attente : retirez-le avant d’en demander un autre.',
  ),
  plan_unchanged: entry(400, 'The account already has this plan.', 'Le compte a déjà ce forfait.'),
  account_not_waiting: entry(
    400,
    'This account is not waiting for approval.',
    'Ce compte n’est pas en attente d’approbation.',
  ),
  no_pending_cancellation: entry(
    400,
    'This account has no cancellation waiting: there is nothing to withdraw.',
    'Ce compte n’a aucune annulation en attente : il n’y a rien à retirer.',
  ),
  account_not_cancelled: entry(
    400,
    'This account is not cancelled: there is nothing to reactivate.',
    'Ce compte n’est pas annulé : il n’y a rien à réactiver.',
  ),
  account_data_deleted: entry(
    400,
    'This account’s data has been deleted: the account can no longer be reactivated. Create a new account to start again.',
    'Les données de ce compte ont été supprimées : le compte ne peut plus être réactivé. Créez un nouveau compte pour recommencer.',
  ),
  permission_not_grantable: entry(
    400,
    'You can only give permissions that both the account and you hold.',
    'Vous ne pouvez donner que des permissions que le compte et vous-même détenez.',
  ),
  primary_access: entry(
    400,
    'The primary user keeps every permission and cannot be removed.',
    'L’utilisateur principal garde toutes les permissions et ne peut pas être retiré.',
  ),
  access_outranks: entry(
    400,
    'This person holds permissions you do not: only someone who holds them all can remove this access.',
    'Cette personne détient des permissions que vous n’avez pas : seule une personne qui les détient toutes peut retirer cet accès.',
  ),
  access_exists: entry(400, 'This person already has access to the account.', 'Cette personne a déjà accès au compte.'),
  invitation_exists: entry(
    400,
    'This person is already invited. Resend the invitation instead.',
    'Cette personne est déjà invitée. Renvoyez plutôt l’invitation.',
  ),
  invitation_password: entry(
    400,
    'This password does not match the user of the invited e-mail address.',
    'Ce mot de passe ne correspond pas à l’utilisateur du courriel invité.',
  ),
  invitation_pending: entry(
    400,
    'This invitation is still valid: open the link in the e-mail to accept it.',
    'Cette invitation est encore valide : ouvrez le lien du courriel pour l’accepter.',
    'attention',
  ),
  primary_cannot_leave: entry(
    400,
    'The primary user cannot leave the account. Cancel the account instead.',
    'L’utilisateur principal ne peut pas quitter le compte. Annulez plutôt le compte.',
  ),
  already_activated: entry(
    400,
    'This link has already been used. You can log in.',
    'Ce lien a déjà été utilisé. Vous pouvez vous connecter.',
    'attention',
  ),
  playlist_already_owned: entry(
    400,
    'You cannot save a playlist you already own.',
    'Vous ne pouvez pas enregistrer une liste de lecture dont vous êtes déjà propriétaire.',
  ),
  master_cannot_be_deleted: entry(
    400,
    'Sorry, this master cannot be deleted.',
    'Désolé, ce master ne peut pas être supprimé.',
  ),
  demo_masters_cannot_be_deleted: entry(
    400,
    'Demo accounts cannot delete all of their masters.',
    'Les comptes de démonstration ne peuvent pas supprimer tous leurs masters.',
  ),
  demo_playlist_limit: entry(
    400,
    'Demo playlists hold at most 4 masters.',
    'Les listes de lecture de démonstration contiennent au plus 4 masters.',
  ),
  demo_only: entry(
    401,
    'Only a demo account can be filled with demo masters.',
    'Seul un compte de démonstration peut recevoir des masters de démonstration.',
  ),
  demo_samples_missing: entry(
    503,
    'The demo samples are not installed yet. Try again later or contact support.',
    'Les échantillons de démonstration ne sont pas encore installés. Réessayez plus tard ou communiquez avec le soutien.',
  ),
  demo_playlist_empty: entry(
    400,
    'A demo playlist cannot lose all of its masters.',
    'Une liste de lecture de démonstration ne peut pas perdre tous ses masters.',
  ),
  playlist_full: entry(
    400,
    'A playlist holds at most 100 masters: make another one for the rest.',
    'Une liste de lecture contient au plus 100 masters : créez-en une autre pour le reste.',
  ),
  public_file_not_shared: entry(
    403,
    'The owner does not offer this file on this link.',
    'Le propriétaire n’offre pas ce fichier sur ce lien.',
  ),
  playlist_download_empty: entry(
    400,
    'None of this playlist’s masters has these files yet.',
    'Aucun master de cette liste de lecture n’a encore ces fichiers.',
  ),
  playlist_read_only: entry(
    400,
    'This playlist belongs to another account: you can watch it, not change it.',
    'Cette liste de lecture appartient à un autre compte : vous pouvez la regarder, pas la modifier.',
  ),
  unique_id_taken: entry(
    400,
    'This ID is already in use or was already distributed. Use another one.',
    'Cet identifiant est déjà utilisé ou a déjà été distribué. Utilisez-en un autre.',
  ),
  ad_code_invalid: entry(
    400,
    'This ID does not follow the code system of the slate or the account (Ad-ID, ISCI, CBC Commercial ID).',
    'Cet identifiant ne suit pas le système de codes de la claquette ou du compte (Ad-ID, ISCI, identifiant commercial CBC).',
  ),
  tv_ratio_required: entry(400, 'TV masters must be 16:9.', 'Les masters télé doivent être en 16:9.'),
  stereo_required: entry(
    400,
    'Web and radio masters must be stereo (2 tracks).',
    'Les masters web et radio doivent être en stéréo (2 pistes).',
  ),
  captions_required: entry(
    400,
    'TV masters need a captions file (.scc starting at 10h or .srt starting at 00h).',
    'Les masters télé ont besoin d\u2019un fichier de sous-titres (.scc débutant à 10h ou .srt débutant à 00h).',
  ),
  master_locked: entry(
    400,
    'This master is locked. Unlock it first.',
    'Ce master est verrouillé. Déverrouillez-le d\u2019abord.',
  ),
  partner_not_authorised: entry(
    400,
    'This account has not authorised your studio to create masters on its behalf.',
    'Ce compte n\u2019a pas autorisé votre studio à créer des masters en son nom.',
  ),
  partner_studio_unknown: entry(
    400,
    'This partner studio is not available.',
    'Ce studio partenaire n\u2019est pas disponible.',
  ),
  changed_meanwhile: entry(
    409,
    'Someone else changed this at the same time. Try again.',
    'Quelqu\u2019un d\u2019autre a modifié ceci en même temps. Réessayez.',
  ),
  notification_exists: entry(400, 'This e-mail is already on the list.', 'Ce courriel est déjà dans la liste.'),
  master_busy: entry(
    400,
    'This master is being processed or archived; wait until it is done.',
    'Ce master est en traitement ou en archivage; attendez la fin.',
  ),
  processing_failed: entry(
    500,
    'There was an error while creating output, please contact us.',
    'Une erreur est survenue lors de la création des fichiers, veuillez nous contacter.',
  ),
  master_archived: entry(
    400,
    'This master is archived: unarchive it first (it takes 3 to 5 hours).',
    'Ce master est archivé : désarchivez-le d’abord (cela prend de 3 à 5 heures).',
  ),
  master_not_archived: entry(400, 'This master is not archived.', 'Ce master n’est pas archivé.'),
  master_remove_owner: entry(
    400,
    'This master is yours: delete it instead of removing it.',
    'Ce master vous appartient : supprimez-le plutôt que de le retirer.',
  ),
  archived_sources_download: entry(
    400,
    'You cannot download the sources of an archived master.',
    'Vous ne pouvez pas télécharger les sources d’un master archivé.',
  ),
  master_duration_mismatch: entry(
    400,
    'The masters do not have the same duration; the duration was updated.',
    'Les masters n’ont pas la même durée; la durée a été mise à jour.',
    'attention',
  ),
  call_letters_taken: entry(
    409,
    'These call letters are already registered on Masterport.',
    'Cet indicatif est déjà inscrit sur Masterport.',
  ),
  duplicate_call_letter: entry(
    400,
    'A call letter appears twice in the list.',
    'Un indicatif figure deux fois dans la liste.',
  ),
  duplicate_group: entry(400, 'A group with this name already exists.', 'Un groupe porte déjà ce nom.'),
  unknown_call_letters: entry(
    400,
    'Some call letters are not on Masterport.',
    'Certains indicatifs ne sont pas sur Masterport.',
  ),
  last_call_letter: entry(
    400,
    'You cannot remove all call letters from an account.',
    'Vous ne pouvez pas retirer tous les indicatifs d’un compte.',
  ),
  no_changes: entry(
    400,
    'There is nothing to save: change something first.',
    'Il n’y a rien à enregistrer : modifiez d’abord quelque chose.',
  ),
  not_own_call_letters: entry(
    400,
    'Some call letters are not among your stations.',
    'Certains indicatifs ne font pas partie de vos stations.',
  ),
  call_letter_has_exception: entry(
    400,
    'A station is already in another exception.',
    'Une station fait déjà partie d’une autre exception.',
  ),
  last_file_attribute: entry(
    400,
    'You cannot delete all file attributes: keep at least one.',
    'Vous ne pouvez pas supprimer tous les attributs de fichier : gardez-en au moins un.',
  ),
  last_xml_attribute: entry(
    400,
    'Keep at least one attribute in the XML slate.',
    'Gardez au moins un attribut dans l’ardoise XML.',
  ),
  delivery_content_empty: entry(
    400,
    'Choose at least one file for each kind of master.',
    'Choisissez au moins un fichier pour chaque type de master.',
  ),
  output_not_for_type: entry(
    400,
    'This kind of master is not made in one of the chosen files.',
    'Ce type de master n’est pas produit dans l’un des fichiers choisis.',
  ),
  document_not_pdf: entry(
    400,
    'This file is not a readable PDF. Export it again as PDF and upload it.',
    'Ce fichier n’est pas un PDF lisible. Exportez-le de nouveau en PDF et téléversez-le.',
  ),
  upload_size_mismatch: entry(
    400,
    'The file received is not the size announced. Upload it again.',
    'Le fichier reçu n’a pas la taille annoncée. Téléversez-le de nouveau.',
  ),
  merge_profile: entry(
    400,
    'Merged masters must have the same profile: type, ratio, audio and language.',
    'Les masters fusionnés doivent avoir le même profil : type, format, audio et langue.',
  ),
  merge_duration: entry(
    400,
    'Merged masters must have exactly the same duration.',
    'Les masters fusionnés doivent avoir exactement la même durée.',
  ),
  merge_same_master: entry(400, 'Choose another master to merge with.', 'Choisissez un autre master à fusionner.'),
  slate_incomplete: entry(
    400,
    'Complete this draft’s slate first: its files can be uploaded once every field is filled in.',
    'Complétez d’abord la claquette de ce brouillon : ses fichiers pourront être téléversés une fois tous ses champs remplis.',
  ),
  merge_sources_missing: entry(
    400,
    'The master to merge has no uploaded sources yet.',
    'Le master à fusionner n’a pas encore de sources téléversées.',
  ),
  merge_master_unavailable: entry(
    400,
    'The master to merge is locked, archived or being processed.',
    'Le master à fusionner est verrouillé, archivé ou en traitement.',
  ),
  merge_not_waiting: entry(400, 'No merge is waiting on this master.', 'Aucune fusion n’attend sur ce master.'),
  duplicate_master_tag: entry(400, 'This tag is already on the master.', 'Cette étiquette est déjà sur le master.'),
  duplicate_tag: entry(400, 'This tag is already on the document.', 'Cette étiquette est déjà sur le document.'),
  last_exception_call_letter: entry(
    400,
    'You cannot delete the last call letter of an exception.',
    'Vous ne pouvez pas supprimer le dernier indicatif d’une exception.',
  ),
  method_activation_failed: entry(
    400,
    'The delivery method could not be activated or deactivated.',
    'La méthode de livraison n’a pas pu être activée ou désactivée.',
  ),
  delivery_method_incomplete: entry(
    400,
    'Save this method’s settings and credentials first.',
    'Enregistrez d’abord les paramètres et les identifiants de cette méthode.',
  ),
  distribution_empty: entry(
    400,
    'Add at least one master or document to send.',
    'Ajoutez au moins un master ou un document à envoyer.',
  ),
  distribution_no_destination: entry(
    400,
    'Choose at least one call letter or group to send to.',
    'Choisissez au moins un indicatif ou un groupe de destination.',
  ),
  distribution_qc_rejected: entry(
    400,
    'A master rejected by quality control cannot be sent to a broadcaster.',
    'Un master refusé au contrôle qualité ne peut pas être envoyé à un diffuseur.',
  ),
  distribution_mixed_types: entry(
    400,
    'Masters of different types (TV, web, radio) cannot be sent to broadcasters together.',
    'Des masters de types différents (télé, web, radio) ne peuvent pas être envoyés ensemble aux diffuseurs.',
  ),
  distribution_master_not_ready: entry(
    400,
    'A master is not ready to send: finish its upload or restart its processing.',
    'Un master n’est pas prêt à être envoyé : terminez son téléversement ou relancez son traitement.',
  ),
  distribution_duplicate: entry(
    400,
    'Some stations already received these masters. Send to them again?',
    'Certaines stations ont déjà reçu ces masters. Les leur envoyer de nouveau?',
    'attention',
  ),
  distribution_outputs_missing: entry(
    400,
    'Some stations need files these masters do not have yet. Make them, then deliver?',
    'Certaines stations ont besoin de fichiers que ces masters n’ont pas encore. Les produire, puis livrer?',
    'attention',
  ),
  distribution_date_past: entry(
    400,
    'Choose a date and time from now on.',
    'Choisissez une date et une heure à partir de maintenant.',
  ),
  distribution_not_draft: entry(
    400,
    'This distribution was already sent; it cannot be changed.',
    'Cette distribution a déjà été envoyée; elle ne peut plus être modifiée.',
  ),
  distribution_busy: entry(
    400,
    'This distribution is delivering; wait until it is done.',
    'Cette distribution est en cours de livraison; attendez la fin.',
  ),
  distribution_sending: entry(
    400,
    'Another distribution of these masters is being sent at this moment. Try again in a few seconds.',
    'Une autre distribution de ces masters est en cours d’envoi. Réessayez dans quelques secondes.',
    'attention',
  ),
  distribution_not_confirmed: entry(
    400,
    'The confirmation report is ready once every destination of this distribution is delivered.',
    'Le rapport de confirmation sera prêt lorsque chaque destination de cette distribution sera livrée.',
  ),
  destination_busy: entry(
    400,
    'This destination is delivering; wait until it is done.',
    'Cette destination est en cours de livraison; attendez la fin.',
  ),
  aspera_unavailable: entry(
    400,
    'Aspera delivery is not available on Masterport yet: choose FTP, an S3 bucket or a web link.',
    'La livraison par Aspera n’est pas encore offerte sur Masterport : choisissez FTP, un compartiment S3 ou un lien Web.',
  ),
  card_cannot_be_added: entry(400, 'This card cannot be added.', 'Cette carte ne peut pas être ajoutée.'),
  primary_card_required: entry(
    400,
    'Your plan needs a card on file: add another card and make it primary before deleting this one.',
    'Votre forfait exige une carte au dossier : ajoutez une autre carte et rendez-la principale avant de supprimer celle-ci.',
  ),
  upload_file_check: entry(
    400,
    'The file did not pass the upload check.',
    'Le fichier n’a pas passé la vérification de téléversement.',
  ),
  upload_too_large: entry(
    400,
    'This file is larger than the upload limit.',
    'Ce fichier dépasse la limite de téléversement.',
  ),
  upload_parts_invalid: entry(
    400,
    'The uploaded parts do not match this upload (a part is missing, out of order or too small). Resume or restart the upload.',
    'Les parties téléversées ne correspondent pas à ce téléversement (partie manquante, dans le désordre ou trop petite). Reprenez ou recommencez le téléversement.',
  ),
  upload_unknown: entry(
    400,
    'An unknown upload error occurred. Please try again.',
    'Une erreur inconnue s’est produite lors du téléversement. Veuillez réessayer.',
  ),
  upload_retry: entry(
    400,
    'The upload was interrupted; it will retry in 10 seconds.',
    'Le téléversement a été interrompu; il reprendra dans 10 secondes.',
    'attention',
  ),
  payment_not_processed: entry(
    402,
    'The payment was not processed. Check your card information.',
    'Le paiement n’a pas été traité. Vérifiez les informations de votre carte.',
  ),
  payment_method_card_number: entry(400, 'The card number is not valid.', 'Le numéro de carte n’est pas valide.'),
  card_declined: entry(402, 'The card was declined.', 'La carte a été refusée.'),
  /** Ours: the account keeps at most PAYMENT_METHODS_MAX cards (core's payment methods). */
  payment_methods_limit: entry(
    400,
    'This account has as many cards as it can keep. Delete one before adding another.',
    'Ce compte a autant de cartes qu’il peut en garder. Supprimez-en une avant d’en ajouter une autre.',
  ),
  card_expired: entry(402, 'The card has expired.', 'La carte est expirée.'),
  configuration_problem: entry(
    402,
    'An error has occurred with our payment provider.',
    'Une erreur s’est produite chez notre fournisseur de paiement.',
  ),
  data_key_not_found: entry(
    402,
    'An error has occurred with our payment provider.',
    'Une erreur s’est produite chez notre fournisseur de paiement.',
  ),
  duplicate_transaction: entry(402, 'This transaction is a duplicate.', 'Cette transaction est un doublon.'),
  /** Ours: another payment (another tab, the daily collection) is charging one of these invoices now. */
  payment_in_progress: entry(
    409,
    'A payment of one of these invoices is already under way. Wait a moment, then check your invoices.',
    'Un paiement de l’une de ces factures est déjà en cours. Patientez un instant, puis vérifiez vos factures.',
  ),
  global_receipt_error: entry(
    402,
    'An error has occurred with our payment provider.',
    'Une erreur s’est produite chez notre fournisseur de paiement.',
  ),
  no_receipt: entry(
    402,
    'An error has occurred with our payment provider.',
    'Une erreur s’est produite chez notre fournisseur de paiement.',
  ),
  insufficient_funds: entry(402, 'Insufficient funds.', 'Fonds insuffisants.'),
  invalid_card: entry(402, 'The card is not valid.', 'La carte n’est pas valide.'),
  invalid_cvd: entry(402, 'The security code (CVV) is not valid.', 'Le code de sécurité (CVV) n’est pas valide.'),
  preauth_full: entry(
    402,
    'The card has reached its pre-authorisation limit.',
    'La carte a atteint sa limite de pré-autorisation.',
  ),
  system_unavailable: entry(
    402,
    'The payment system is unavailable. Please try again later.',
    'Le système de paiement est indisponible. Veuillez réessayer plus tard.',
  ),
  unauthorized_card: entry(402, 'This card is not authorised.', 'Cette carte n’est pas autorisée.'),
  visa_debit: entry(402, 'Visa Debit cards are not supported.', 'Les cartes Visa Débit ne sont pas acceptées.'),
  cvd_invalid_code: entry(402, 'The security code (CVV) is not valid.', 'Le code de sécurité (CVV) n’est pas valide.'),
  cvd_missing: entry(402, 'The security code (CVV) is missing.', 'Le code de sécurité (CVV) est manquant.'),
  cvd_not_match: entry(402, 'The security code (CVV) does not match.', 'Le code de sécurité (CVV) ne correspond pas.'),
  cvd_not_processed: entry(
    402,
    'The security code (CVV) could not be processed.',
    'Le code de sécurité (CVV) n’a pas pu être traité.',
  ),
  cvd_not_supported: entry(
    402,
    'Security codes (CVV) are not supported for this card.',
    'Les codes de sécurité (CVV) ne sont pas acceptés pour cette carte.',
  ),

  // 401: unauthorized reasons
  invalid_credentials: entry(
    401,
    'Authentication failed. Check your e-mail and password.',
    'L’authentification a échoué. Vérifiez votre courriel et votre mot de passe.',
  ),
  account_not_activated: entry(
    401,
    'Your e-mail address is not confirmed yet. Open the activation link we sent you.',
    'Votre courriel n’est pas encore confirmé. Ouvrez le lien d’activation que nous vous avons envoyé.',
  ),
  invalid_token: entry(
    401,
    'Your session has expired. Please log in again.',
    'Votre session a expiré. Veuillez vous reconnecter.',
  ),
  cant_authenticate: entry(
    401,
    'Authentication failed. Please log in again.',
    'L’authentification a échoué. Veuillez vous reconnecter.',
  ),
  user_no_account: entry(
    401,
    'Your user has no access to this account.',
    'Votre utilisateur n’a pas accès à ce compte.',
  ),
  user_account: entry(401, 'This user account is not active.', 'Ce compte utilisateur n’est pas actif.'),
  data_restriction: entry(401, 'Unauthorized access.', 'Accès non autorisé.'),
  account_permission: entry(
    401,
    "Either your user or the connected account doesn't have the permission to view this section.",
    'Votre utilisateur ou le compte connecté n’a pas la permission de voir cette section.',
  ),
  user_permission: entry(
    401,
    "Either your user or the connected account doesn't have the permission to view this section.",
    'Votre utilisateur ou le compte connecté n’a pas la permission de voir cette section.',
  ),

  // 402: account states
  payment_method_missing: entry(
    402,
    'Payment method is required. Add one to continue.',
    'Un mode de paiement est requis. Ajoutez-en un pour continuer.',
    'attention',
  ),
  waiting_approval: entry(
    402,
    'Your account is waiting for approval.',
    'Votre compte est en attente d’approbation.',
    'attention',
  ),
  payment_overdue: entry(
    402,
    'Your account has an overdue payment.',
    'Votre compte a un paiement en retard.',
    'attention',
  ),
  account_cancelled: entry(402, 'This account is cancelled.', 'Ce compte est annulé.', 'attention'),

  // 403: request hygiene
  csrf_header_missing: entry(
    403,
    'This request is missing its security header. Reload the page and try again.',
    'Cette requête n’a pas son en-tête de sécurité. Rechargez la page et réessayez.',
  ),

  // 403: operators' console
  operator_only: entry(
    403,
    'This page is for Masterport operators only.',
    'Cette page est réservée aux opérateurs de Masterport.',
  ),

  // 404: not-found reasons
  no_plan_change: entry(404, 'No plan change is pending.', 'Aucun changement de forfait n’est en attente.'),
  not_found: entry(404, 'This item was not found.', 'Cet élément est introuvable.'),
  invitation_token: entry(
    404,
    'This invitation link has expired, was already used or was replaced by a newer one.',
    'Ce lien d’invitation a expiré, a déjà été utilisé ou a été remplacé par un plus récent.',
  ),
  no_distribution: entry(404, 'This distribution was not found.', 'Cette distribution est introuvable.'),
  no_received_spot: entry(404, 'This received spot was not found.', 'Ce message publicitaire reçu est introuvable.'),
  no_invoice: entry(404, 'This invoice was not found.', 'Cette facture est introuvable.'),
  no_email: entry(404, 'No user has this e-mail address.', 'Aucun utilisateur n’a ce courriel.'),
  no_new_token: entry(
    404,
    'Your session could not be renewed. Please log in again.',
    'Votre session n’a pas pu être renouvelée. Veuillez vous reconnecter.',
  ),
  no_user: entry(404, 'This user was not found.', 'Cet utilisateur est introuvable.'),

  // 413, 415: request hygiene
  payload_too_large: entry(413, 'This request is too large.', 'Cette requête est trop volumineuse.'),
  unsupported_media_type: entry(
    415,
    'This request must be sent as JSON (Content-Type: application/json).',
    'Cette requête doit être envoyée en JSON (Content-Type: application/json).',
  ),

  // 429, 5xx
  too_many_attempts: entry(
    429,
    'Too many attempts. Wait a few minutes and try again.',
    'Trop de tentatives. Attendez quelques minutes et réessayez.',
  ),
  internal_error: entry(
    500,
    'Internal Server Error - There is a problem in our end. Please contact our support team to resolve the issue.',
    'Erreur interne du serveur - Il y a un problème de notre côté. Veuillez contacter notre équipe de soutien pour résoudre le problème.',
  ),
  not_implemented: entry(
    501,
    'This feature is not available yet.',
    'Cette fonctionnalité n’est pas encore disponible.',
  ),
  service_busy: entry(
    503,
    'Masterport is very busy right now. Please try again in a moment.',
    'Masterport est très sollicité en ce moment. Veuillez réessayer dans un instant.',
  ),
  maintenance: entry(
    503,
    'Masterport is under maintenance. Please come back in a few minutes.',
    'Masterport est en maintenance. Veuillez revenir dans quelques minutes.',
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
// Pure, so a bundle that imports another export of this module (the SPA's API client reads
// `REFRESHABLE_CODES`) leaves the catalogue out: the SPA has it by language (docs/site.md).
export const ERROR_CODES = /* @__PURE__ */ Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** 401 reasons after which the client refreshes its session once and retries (seed 000 §4). */
export const REFRESHABLE_CODES: readonly ErrorCode[] = ['invalid_token', 'cant_authenticate', 'user_no_account'];

export type Language = 'en' | 'fr';
export const errorMessage = (code: ErrorCode, language: Language = 'en'): string => ERROR_CATALOGUE[code][language];
export const errorStatus = (code: ErrorCode): number => ERROR_CATALOGUE[code].status;

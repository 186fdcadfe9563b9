// lite-youtube-embed: defines <lite-youtube> on evaluation, which upgrades every instance already in the page.
import 'lite-youtube-embed';

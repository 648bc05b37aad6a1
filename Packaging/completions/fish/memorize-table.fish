# fish completion for memorize-table; written by hand, and TableAppTests (PackagingFilesTests)
# checks that it offers exactly the flags of ServeOptions.flags.
complete -c memorize-table -f
complete -c memorize-table -l game -x -a 'memorize matchismo set' -d 'The game the table plays'
complete -c memorize-table -l people -x -a '1 2 3 4' -d 'How many people sit at the table'
complete -c memorize-table -l computer -x -a 'perfect good casual forgetful' -d 'Add a computer seat'
complete -c memorize-table -l theme -x -d 'Memorize\'s theme, by its id'
complete -c memorize-table -l listen -x -d 'The IP address to listen on'
complete -c memorize-table -l port -x -d 'The TCP port (0: the system chooses)'
complete -c memorize-table -l code -x -d 'The table code, 4 to 16 letters and digits'
complete -c memorize-table -l turn-timeout -x -d 'Seconds before the turn of a player away passes'
complete -c memorize-table -l no-qr -d 'Draw no QR code of the join link'
complete -c memorize-table -l play -d 'The host plays at the table too, from this terminal'
complete -c memorize-table -l name -x -d 'With --play, the host\'s name at the table'
complete -c memorize-table -l language -x -a 'en zh_CN' -d 'The language of the table and the host\'s screen'
complete -c memorize-table -s h -l help -d 'Show the usage and exit'
